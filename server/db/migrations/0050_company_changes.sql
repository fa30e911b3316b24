-- Every change of what a storefront shows moves its company's version (0007); each move is now
-- also announced on 'company_changes' with the company's id, at commit. The embedded database
-- (one process) drops its kept company on it instead of reading the version on every request
-- (server/tenancy/companies.ts); PostgreSQL's processes still compare the version.
CREATE FUNCTION company_version_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('company_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('company_changes', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_changes AFTER UPDATE OR DELETE ON companies FOR EACH ROW EXECUTE FUNCTION company_version_moved();
