-- A shop's stock moves with every sale: like an article's own stock (0007), it no longer moves the
-- company's version, so sales do not contend on the company's row nor throw away every process's
-- kept catalogue and pages. What reads the stock reads it live (server/eshop/stock.ts); the kept
-- e-shop page carries a stamp of it in its key (server/page-answers.ts).
DROP TRIGGER shop_articles_version ON shop_articles;
--> statement-breakpoint
CREATE TRIGGER shop_articles_version_written AFTER INSERT OR DELETE ON shop_articles FOR EACH ROW EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER shop_articles_version AFTER UPDATE ON shop_articles FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock')) EXECUTE FUNCTION company_data_changed();
