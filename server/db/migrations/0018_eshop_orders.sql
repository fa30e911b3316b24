CREATE TABLE "eshop_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"vat" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "eshop_order_lines_quantity" CHECK ("eshop_order_lines"."quantity" > 0 and "eshop_order_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "eshop_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"fulfilment" text NOT NULL,
	"address" jsonb,
	"subtotal" integer NOT NULL,
	"delivery_price" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"lang" text DEFAULT 'fr' NOT NULL,
	"cart_id" integer,
	"held_until" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eshop_orders_company_id_id" UNIQUE("company_id","id"),
	CONSTRAINT "eshop_orders_delivery_address" CHECK ("eshop_orders"."fulfilment" = 'pickup' or "eshop_orders"."address" is not null),
	CONSTRAINT "eshop_orders_total" CHECK ("eshop_orders"."subtotal" >= 0 and "eshop_orders"."delivery_price" >= 0 and "eshop_orders"."total" = "eshop_orders"."subtotal" + "eshop_orders"."delivery_price")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_one_order";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "eshop_order_id" integer;--> statement-breakpoint
ALTER TABLE "eshop_order_lines" ADD CONSTRAINT "eshop_order_lines_company_id_order_id_eshop_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."eshop_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eshop_order_lines" ADD CONSTRAINT "eshop_order_lines_company_id_article_id_articles_company_id_id_fk" FOREIGN KEY ("company_id","article_id") REFERENCES "public"."articles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eshop_orders" ADD CONSTRAINT "eshop_orders_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eshop_orders" ADD CONSTRAINT "eshop_orders_company_id_shop_id_shops_company_id_id_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eshop_order_lines_order_idx" ON "eshop_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "eshop_orders_customer_idx" ON "eshop_orders" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "eshop_orders_held_idx" ON "eshop_orders" USING btree ("held_until") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_eshop_order_id_eshop_orders_company_id_id_fk" FOREIGN KEY ("company_id","eshop_order_id") REFERENCES "public"."eshop_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_eshop_order_idx" ON "payments" USING btree ("eshop_order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_order" CHECK (("payments"."kind" = 'booking' and "payments"."order_id" is not null and "payments"."voucher_id" is null and "payments"."eshop_order_id" is null) or ("payments"."kind" = 'voucher' and "payments"."voucher_id" is not null and "payments"."order_id" is null and "payments"."eshop_order_id" is null) or ("payments"."kind" = 'eshop' and "payments"."eshop_order_id" is not null and "payments"."order_id" is null and "payments"."voucher_id" is null));