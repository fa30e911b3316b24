-- The pages keep the business's posts, events and alerts under the company's version, as its
-- catalogue (0007): writing any of them moves it too.
CREATE TRIGGER post_categories_version AFTER INSERT OR UPDATE OR DELETE ON post_categories FOR EACH ROW EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER posts_version AFTER INSERT OR UPDATE OR DELETE ON posts FOR EACH ROW EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER events_version AFTER INSERT OR UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER alerts_version AFTER INSERT OR UPDATE OR DELETE ON alerts FOR EACH ROW EXECUTE FUNCTION company_data_changed();
