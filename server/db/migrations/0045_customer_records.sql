CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collections_company_id_id" UNIQUE("company_id","id"),
	CONSTRAINT "collections_type" UNIQUE("company_id","type")
);
--> statement-breakpoint
CREATE TABLE "dossiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dossiers_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "needles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"batch" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "needles_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "pigments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"brand" text NOT NULL,
	"colour" text NOT NULL,
	"batch" text NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pigments_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "prestation_needles" (
	"company_id" integer NOT NULL,
	"prestation_id" integer NOT NULL,
	"needle_id" integer NOT NULL,
	CONSTRAINT "prestation_needles_prestation_id_needle_id_pk" PRIMARY KEY("prestation_id","needle_id")
);
--> statement-breakpoint
CREATE TABLE "prestation_pigments" (
	"company_id" integer NOT NULL,
	"prestation_id" integer NOT NULL,
	"pigment_id" integer NOT NULL,
	CONSTRAINT "prestation_pigments_prestation_id_pigment_id_pk" PRIMARY KEY("prestation_id","pigment_id")
);
--> statement-breakpoint
CREATE TABLE "prestations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"appointment_id" integer,
	"employee_id" integer NOT NULL,
	"performed_at" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prestations_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "record_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"dossier_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "record_items_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needles" ADD CONSTRAINT "needles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pigments" ADD CONSTRAINT "pigments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestation_needles" ADD CONSTRAINT "prestation_needles_company_id_prestation_id_prestations_company_id_id_fk" FOREIGN KEY ("company_id","prestation_id") REFERENCES "public"."prestations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestation_needles" ADD CONSTRAINT "prestation_needles_company_id_needle_id_needles_company_id_id_fk" FOREIGN KEY ("company_id","needle_id") REFERENCES "public"."needles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestation_pigments" ADD CONSTRAINT "prestation_pigments_company_id_prestation_id_prestations_company_id_id_fk" FOREIGN KEY ("company_id","prestation_id") REFERENCES "public"."prestations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestation_pigments" ADD CONSTRAINT "prestation_pigments_company_id_pigment_id_pigments_company_id_id_fk" FOREIGN KEY ("company_id","pigment_id") REFERENCES "public"."pigments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestations" ADD CONSTRAINT "prestations_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestations" ADD CONSTRAINT "prestations_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_items" ADD CONSTRAINT "record_items_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_items" ADD CONSTRAINT "record_items_company_id_dossier_id_dossiers_company_id_id_fk" FOREIGN KEY ("company_id","dossier_id") REFERENCES "public"."dossiers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_items" ADD CONSTRAINT "record_items_company_id_collection_id_collections_company_id_id_fk" FOREIGN KEY ("company_id","collection_id") REFERENCES "public"."collections"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dossiers_customer_idx" ON "dossiers" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "dossiers_type_idx" ON "dossiers" USING btree ("company_id","type");--> statement-breakpoint
CREATE INDEX "needles_batch_idx" ON "needles" USING btree ("company_id","batch");--> statement-breakpoint
CREATE INDEX "pigments_batch_idx" ON "pigments" USING btree ("company_id","batch");--> statement-breakpoint
CREATE INDEX "prestation_needles_needle_idx" ON "prestation_needles" USING btree ("company_id","needle_id");--> statement-breakpoint
CREATE INDEX "prestation_pigments_pigment_idx" ON "prestation_pigments" USING btree ("company_id","pigment_id");--> statement-breakpoint
CREATE INDEX "prestations_customer_idx" ON "prestations" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "record_items_dossier_idx" ON "record_items" USING btree ("company_id","dossier_id");--> statement-breakpoint
CREATE INDEX "record_items_collection_idx" ON "record_items" USING btree ("company_id","collection_id");