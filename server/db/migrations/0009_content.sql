CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service_id" integer,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_dates" boolean DEFAULT false NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link_url" text,
	"link_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "post_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_categories_company_slug" UNIQUE("company_id","slug"),
	CONSTRAINT "post_categories_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"category_id" integer,
	"langs" jsonb DEFAULT '["all"]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_on" date NOT NULL,
	"position" text DEFAULT 'all' NOT NULL,
	"linked_shop_id" integer,
	"featured" boolean DEFAULT false NOT NULL,
	"featured_start" date,
	"featured_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_company_slug" UNIQUE("company_id","slug"),
	CONSTRAINT "posts_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "activation_token_hash" text;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "activation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_company_id_service_id_articles_company_id_id_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."articles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_categories" ADD CONSTRAINT "post_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_company_id_category_id_post_categories_company_id_id_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."post_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_company_id_linked_shop_id_shops_company_id_id_fk" FOREIGN KEY ("company_id","linked_shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_company_end_idx" ON "alerts" USING btree ("company_id","end");--> statement-breakpoint
CREATE INDEX "events_company_end_idx" ON "events" USING btree ("company_id","end");--> statement-breakpoint
CREATE INDEX "posts_company_date_idx" ON "posts" USING btree ("company_id","published_on");--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_activation_token_hash_unique" UNIQUE("activation_token_hash");