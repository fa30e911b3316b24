CREATE TABLE "company_user_shops" (
	"company_id" integer NOT NULL,
	"company_user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_user_shops_company_user_id_shop_id_pk" PRIMARY KEY("company_user_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_label" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_user_shops" ADD CONSTRAINT "company_user_shops_company_id_company_user_id_company_users_company_id_id_fk" FOREIGN KEY ("company_id","company_user_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_user_shops" ADD CONSTRAINT "company_user_shops_company_id_shop_id_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_user_shops_shop_idx" ON "company_user_shops" USING btree ("company_id","shop_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("company_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("company_id","at");--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_role" CHECK ("company_users"."role" in ('owner', 'manager', 'staff'));