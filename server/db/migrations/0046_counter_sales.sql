CREATE TABLE "counter_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"key" text NOT NULL,
	"refunded_by" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "counter_refunds_amount_positive" CHECK ("counter_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "counter_sale_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"vat" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "counter_sale_lines_quantity" CHECK ("counter_sale_lines"."quantity" > 0 and "counter_sale_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "counter_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_id" integer,
	"total" integer NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"sold_by" integer,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_sales_company_id_id" UNIQUE("company_id","id"),
	CONSTRAINT "counter_sales_amounts" CHECK ("counter_sales"."total" > 0 and "counter_sales"."refunded" >= 0 and "counter_sales"."refunded" <= "counter_sales"."total")
);
--> statement-breakpoint
ALTER TABLE "voucher_spends" DROP CONSTRAINT "voucher_spends_one_order";--> statement-breakpoint
ALTER TABLE "counter_payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "counter_sale_id" integer;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN "counter_sale_id" integer;--> statement-breakpoint
ALTER TABLE "voucher_spends" ADD COLUMN "counter_sale_id" integer;--> statement-breakpoint
ALTER TABLE "counter_payments" ADD COLUMN "sale_id" integer;--> statement-breakpoint
ALTER TABLE "counter_refunds" ADD CONSTRAINT "counter_refunds_company_id_sale_id_counter_sales_company_id_id_fk" FOREIGN KEY ("company_id","sale_id") REFERENCES "public"."counter_sales"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_sale_lines" ADD CONSTRAINT "counter_sale_lines_company_id_sale_id_counter_sales_company_id_id_fk" FOREIGN KEY ("company_id","sale_id") REFERENCES "public"."counter_sales"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_sale_lines" ADD CONSTRAINT "counter_sale_lines_company_id_article_id_articles_company_id_id_fk" FOREIGN KEY ("company_id","article_id") REFERENCES "public"."articles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_sales" ADD CONSTRAINT "counter_sales_company_id_shop_id_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_sales" ADD CONSTRAINT "counter_sales_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counter_refunds_key_idx" ON "counter_refunds" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "counter_refunds_sale_idx" ON "counter_refunds" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "counter_sale_lines_sale_idx" ON "counter_sale_lines" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "counter_sales_key_idx" ON "counter_sales" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "counter_sales_company_created_idx" ON "counter_sales" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_company_id_counter_sale_id_counter_sales_company_id_id_fk" FOREIGN KEY ("company_id","counter_sale_id") REFERENCES "public"."counter_sales"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_spends" ADD CONSTRAINT "voucher_spends_company_id_counter_sale_id_counter_sales_company_id_id_fk" FOREIGN KEY ("company_id","counter_sale_id") REFERENCES "public"."counter_sales"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_payments" ADD CONSTRAINT "counter_payments_company_id_sale_id_counter_sales_company_id_id_fk" FOREIGN KEY ("company_id","sale_id") REFERENCES "public"."counter_sales"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_vouchers_counter_sale_idx" ON "gift_vouchers" USING btree ("counter_sale_id");--> statement-breakpoint
CREATE INDEX "counter_payments_sale_idx" ON "counter_payments" USING btree ("sale_id");--> statement-breakpoint
ALTER TABLE "voucher_spends" ADD CONSTRAINT "voucher_spends_voucher_counter_sale" UNIQUE("voucher_id","counter_sale_id");--> statement-breakpoint
ALTER TABLE "voucher_spends" ADD CONSTRAINT "voucher_spends_one_order" CHECK (num_nonnulls("voucher_spends"."booking_order_id", "voucher_spends"."eshop_order_id", "voucher_spends"."counter_sale_id") = 1);--> statement-breakpoint
ALTER TABLE "counter_payments" ADD CONSTRAINT "counter_payments_one_order" CHECK (("counter_payments"."order_id" is null) <> ("counter_payments"."sale_id" is null));