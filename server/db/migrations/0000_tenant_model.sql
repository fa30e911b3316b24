CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"slug" text,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"price" integer NOT NULL,
	"week_price" integer,
	"external_id" text,
	"booker" jsonb NOT NULL,
	"article_links" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_company_slug" UNIQUE("company_id","slug"),
	CONSTRAINT "articles_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "categories_company_slug" UNIQUE("company_id","slug"),
	CONSTRAINT "categories_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "category_articles" (
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_articles_category_id_article_id_pk" PRIMARY KEY("category_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"nickname" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "company_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_skills" (
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	CONSTRAINT "employee_skills_employee_id_article_id_pk" PRIMARY KEY("employee_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"working_hours" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "employees_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "geo_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" text DEFAULT 'region' NOT NULL,
	"description_short" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description_long" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "geo_groups_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"type" text DEFAULT 'cabin' NOT NULL,
	"display_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resources_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_articles" (
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"price" integer,
	CONSTRAINT "shop_articles_shop_id_article_id_pk" PRIMARY KEY("shop_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "shop_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "shop_days_shop_day" UNIQUE("shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"slug" text NOT NULL,
	"external_id" text NOT NULL,
	"web_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"time_zone" text DEFAULT 'Europe/Paris' NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'FR' NOT NULL,
	"phone" text,
	"email" text,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"booking_active" boolean DEFAULT true NOT NULL,
	"use_cabins" boolean,
	"opening_hours" jsonb NOT NULL,
	"geo_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_company_slug" UNIQUE("company_id","slug"),
	CONSTRAINT "shops_company_external_id" UNIQUE("company_id","external_id"),
	CONSTRAINT "shops_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_articles" ADD CONSTRAINT "category_articles_company_id_category_id_categories_company_id_id_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_articles" ADD CONSTRAINT "category_articles_company_id_article_id_articles_company_id_id_fk" FOREIGN KEY ("company_id","article_id") REFERENCES "public"."articles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_hosts" ADD CONSTRAINT "company_hosts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_company_id_article_id_articles_company_id_id_fk" FOREIGN KEY ("company_id","article_id") REFERENCES "public"."articles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_shop_id_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_groups" ADD CONSTRAINT "geo_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_company_id_shop_id_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_articles" ADD CONSTRAINT "shop_articles_company_id_shop_id_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_articles" ADD CONSTRAINT "shop_articles_company_id_article_id_articles_company_id_id_fk" FOREIGN KEY ("company_id","article_id") REFERENCES "public"."articles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_days" ADD CONSTRAINT "shop_days_company_id_shop_id_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_company_id_geo_group_id_geo_groups_company_id_id_fk" FOREIGN KEY ("company_id","geo_group_id") REFERENCES "public"."geo_groups"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_company_type_idx" ON "articles" USING btree ("company_id","type");--> statement-breakpoint
CREATE INDEX "category_articles_article_idx" ON "category_articles" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "company_hosts_company_idx" ON "company_hosts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "employees_shop_idx" ON "employees" USING btree ("company_id","shop_id");--> statement-breakpoint
CREATE INDEX "shop_articles_article_idx" ON "shop_articles" USING btree ("article_id");