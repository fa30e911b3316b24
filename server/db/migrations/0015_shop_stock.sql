ALTER TABLE "shop_articles" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "shop_articles" ADD CONSTRAINT "shop_articles_stock_not_negative" CHECK ("shop_articles"."stock" is null or "shop_articles"."stock" >= 0);--> statement-breakpoint
-- a product tracked for the whole business starts with that stock in each of its shops
UPDATE "shop_articles" SET "stock" = "articles"."stock" FROM "articles" WHERE "articles"."id" = "shop_articles"."article_id" AND "articles"."type" = '2' AND "articles"."stock" IS NOT NULL;
