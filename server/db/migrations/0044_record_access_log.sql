CREATE TABLE "record_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_label" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"record" text NOT NULL,
	"record_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_access_log" ADD CONSTRAINT "record_access_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_access_log_customer_idx" ON "record_access_log" USING btree ("company_id","customer_id","at");--> statement-breakpoint
CREATE INDEX "record_access_log_record_idx" ON "record_access_log" USING btree ("company_id","record","record_id");