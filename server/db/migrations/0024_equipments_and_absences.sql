CREATE TABLE "employee_absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"reason" text,
	CONSTRAINT "employee_absences_company_id_id" UNIQUE("company_id","id"),
	CONSTRAINT "employee_absences_time_order" CHECK ("employee_absences"."end_at" > "employee_absences"."start_at")
);
--> statement-breakpoint
CREATE TABLE "equipment_services" (
	"company_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	CONSTRAINT "equipment_services_resource_id_article_id_pk" PRIMARY KEY("resource_id","article_id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "equipment_id" integer;--> statement-breakpoint
ALTER TABLE "employee_absences" ADD CONSTRAINT "employee_absences_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_services" ADD CONSTRAINT "equipment_services_company_id_resource_id_resources_company_id_id_fk" FOREIGN KEY ("company_id","resource_id") REFERENCES "public"."resources"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_services" ADD CONSTRAINT "equipment_services_company_id_article_id_articles_company_id_id_fk" FOREIGN KEY ("company_id","article_id") REFERENCES "public"."articles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_absences_employee_idx" ON "employee_absences" USING btree ("employee_id","start_at");--> statement-breakpoint
CREATE INDEX "equipment_services_article_idx" ON "equipment_services" USING btree ("article_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_equipment_id_resources_company_id_id_fk" FOREIGN KEY ("company_id","equipment_id") REFERENCES "public"."resources"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One equipment, one service at a time (decision 217): like an employee or a cabin, the database
-- refuses two active or held appointments on one equipment whose times overlap.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_equipment_no_overlap"
  EXCLUDE USING gist ("equipment_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&)
  WHERE ("status" IN ('active', 'held') AND "equipment_id" IS NOT NULL);
