CREATE TABLE "blocked_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"employee_id" integer,
	"resource_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	CONSTRAINT "blocked_times_company_id_id" UNIQUE("company_id","id"),
	CONSTRAINT "blocked_times_time_order" CHECK ("blocked_times"."end_at" > "blocked_times"."start_at"),
	CONSTRAINT "blocked_times_one_column" CHECK (("blocked_times"."employee_id" is null) <> ("blocked_times"."resource_id" is null)),
	CONSTRAINT "blocked_times_kind" CHECK ("blocked_times"."kind" in ('break', 'training', 'meeting', 'other'))
);
--> statement-breakpoint
ALTER TABLE "blocked_times" ADD CONSTRAINT "blocked_times_company_id_shop_id_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_times" ADD CONSTRAINT "blocked_times_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_times" ADD CONSTRAINT "blocked_times_company_id_resource_id_resources_company_id_id_fk" FOREIGN KEY ("company_id","resource_id") REFERENCES "public"."resources"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_times_shop_idx" ON "blocked_times" USING btree ("company_id","shop_id","start_at");