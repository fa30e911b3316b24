-- A company's version moves whenever what its storefront shows changes: its own row, its shops,
-- categories, articles and their links, its exceptional days. Each process caches that data
-- under the version it read (server/catalogue/snapshot.ts) and compares the version on every
-- request, so a change made by any process, or by hand, is seen by all at their next request.
-- An article's stock alone does not move it: sales must not contend on the company's row.
CREATE FUNCTION company_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD.company_id; ELSE changed := NEW.company_id; END IF;
  UPDATE companies SET version = version + 1 WHERE id = changed;
  IF TG_OP = 'UPDATE' AND OLD.company_id <> NEW.company_id THEN
    UPDATE companies SET version = version + 1 WHERE id = OLD.company_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION company_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_version BEFORE UPDATE ON companies FOR EACH ROW WHEN (OLD.version = NEW.version) EXECUTE FUNCTION company_row_changed();
--> statement-breakpoint
CREATE TRIGGER geo_groups_version AFTER INSERT OR UPDATE OR DELETE ON geo_groups FOR EACH ROW EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER shops_version AFTER INSERT OR UPDATE OR DELETE ON shops FOR EACH ROW EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER categories_version AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH ROW EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER articles_version_written AFTER INSERT OR DELETE ON articles FOR EACH ROW EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER articles_version AFTER UPDATE ON articles FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock')) EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER category_articles_version AFTER INSERT OR UPDATE OR DELETE ON category_articles FOR EACH ROW EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER shop_articles_version AFTER INSERT OR UPDATE OR DELETE ON shop_articles FOR EACH ROW EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER shop_days_version AFTER INSERT OR UPDATE OR DELETE ON shop_days FOR EACH ROW EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
-- Availability reads a shop's active appointments overlapping the asked span: this index finds
-- them without walking the shop's whole history.
CREATE INDEX appointments_shop_busy_idx ON appointments USING gist (shop_id, tstzrange(start_at, end_at, '[)')) WHERE status = 'active';
