CREATE TABLE "marketplace_listings" (
	"marketplace_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "marketplace_listings_marketplace_id_business_id_pk" PRIMARY KEY("marketplace_id","business_id")
);
--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_marketplace_id_companies_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_business_id_companies_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_listings_business_idx" ON "marketplace_listings" USING btree ("business_id");