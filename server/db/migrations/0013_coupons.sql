CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"booking_order_id" integer,
	"discount" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_uses_booking_order" UNIQUE("booking_order_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reduction_type" text NOT NULL,
	"amount" double precision NOT NULL,
	"scope" text DEFAULT 'both' NOT NULL,
	"minimum_order" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"usage_limit_per_customer" integer,
	"usage_limit_total" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code" UNIQUE("company_id","code"),
	CONSTRAINT "coupons_company_id_id" UNIQUE("company_id","id"),
	CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."amount" > 0 and ("coupons"."reduction_type" = 'amount' or "coupons"."amount" <= 100)),
	CONSTRAINT "coupons_used_within_limit" CHECK ("coupons"."used_count" >= 0 and ("coupons"."usage_limit_total" is null or "coupons"."used_count" <= "coupons"."usage_limit_total"))
);
--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "coupon_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "reward_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_company_id_coupon_id_coupons_company_id_id_fk" FOREIGN KEY ("company_id","coupon_id") REFERENCES "public"."coupons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_company_id_booking_order_id_booking_orders_company_id_id_fk" FOREIGN KEY ("company_id","booking_order_id") REFERENCES "public"."booking_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_customer_idx" ON "coupon_uses" USING btree ("coupon_id","customer_id");