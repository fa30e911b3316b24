CREATE TABLE "consent_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"template_version" integer NOT NULL,
	"revision" integer NOT NULL,
	"title" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"signature_kind" text NOT NULL,
	"signature" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"lang" text NOT NULL,
	CONSTRAINT "consent_forms_company_id_id" UNIQUE("company_id","id"),
	CONSTRAINT "consent_forms_revision" UNIQUE("order_id","template_id","revision")
);
--> statement-breakpoint
CREATE TABLE "consent_template_services" (
	"company_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	CONSTRAINT "consent_template_services_article_id_pk" PRIMARY KEY("article_id")
);
--> statement-breakpoint
CREATE TABLE "consent_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"intro" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_templates_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_company_id_order_id_booking_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."booking_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_company_id_template_id_consent_templates_company_id_id_fk" FOREIGN KEY ("company_id","template_id") REFERENCES "public"."consent_templates"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_template_services" ADD CONSTRAINT "consent_template_services_company_id_template_id_consent_templates_company_id_id_fk" FOREIGN KEY ("company_id","template_id") REFERENCES "public"."consent_templates"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_template_services" ADD CONSTRAINT "consent_template_services_company_id_article_id_articles_company_id_id_fk" FOREIGN KEY ("company_id","article_id") REFERENCES "public"."articles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_templates" ADD CONSTRAINT "consent_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_forms_customer_idx" ON "consent_forms" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "consent_template_services_template_idx" ON "consent_template_services" USING btree ("template_id");