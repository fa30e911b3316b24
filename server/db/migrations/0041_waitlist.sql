CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"service_ids" jsonb NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"lang" text NOT NULL,
	"leave_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_company_id_id" UNIQUE("company_id","id"),
	CONSTRAINT "waitlist_entries_range" CHECK ("waitlist_entries"."date_from" <= "waitlist_entries"."date_to")
);
--> statement-breakpoint
CREATE TABLE "waitlist_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"channels" text NOT NULL,
	CONSTRAINT "waitlist_notices_entry_slot" UNIQUE("entry_id","slot_start")
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_company_id_shop_id_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_notices" ADD CONSTRAINT "waitlist_notices_company_id_entry_id_waitlist_entries_company_id_id_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."waitlist_entries"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting_idx" ON "waitlist_entries" USING btree ("company_id","shop_id","date_to") WHERE "waitlist_entries"."left_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_customer_idx" ON "waitlist_entries" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "waitlist_notices_customer_idx" ON "waitlist_notices" USING btree ("company_id","customer_id","sent_at");