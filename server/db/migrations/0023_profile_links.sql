-- A customer's profiles at other businesses of the installation, linked once they proved the
-- phone both share by a code (decision 263). Expand only: a new table.
CREATE TABLE "profile_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"linked_company_id" integer NOT NULL,
	"linked_customer_id" integer NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_links_pair" UNIQUE("company_id","customer_id","linked_customer_id")
);
--> statement-breakpoint
ALTER TABLE "profile_links" ADD CONSTRAINT "profile_links_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_links" ADD CONSTRAINT "profile_links_linked_company_id_linked_customer_id_customers_company_id_id_fk" FOREIGN KEY ("linked_company_id","linked_customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;