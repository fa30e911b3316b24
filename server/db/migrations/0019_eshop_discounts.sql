ALTER TABLE "eshop_orders" DROP CONSTRAINT "eshop_orders_total";--> statement-breakpoint
ALTER TABLE "voucher_spends" ALTER COLUMN "booking_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD COLUMN "eshop_order_id" integer;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD COLUMN "eshop_order_id" integer;--> statement-breakpoint
ALTER TABLE "voucher_spends" ADD COLUMN "eshop_order_id" integer;--> statement-breakpoint
ALTER TABLE "eshop_orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "eshop_orders" ADD COLUMN "coupon_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "eshop_orders" ADD COLUMN "reward_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "eshop_orders" ADD COLUMN "vouchers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_company_id_eshop_order_id_eshop_orders_company_id_id_fk" FOREIGN KEY ("company_id","eshop_order_id") REFERENCES "public"."eshop_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_spends" ADD CONSTRAINT "voucher_spends_company_id_eshop_order_id_eshop_orders_company_id_id_fk" FOREIGN KEY ("company_id","eshop_order_id") REFERENCES "public"."eshop_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_spends_eshop_order_idx" ON "voucher_spends" USING btree ("eshop_order_id");--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_eshop_order" UNIQUE("eshop_order_id");--> statement-breakpoint
ALTER TABLE "voucher_spends" ADD CONSTRAINT "voucher_spends_voucher_eshop_order" UNIQUE("voucher_id","eshop_order_id");--> statement-breakpoint
ALTER TABLE "voucher_spends" ADD CONSTRAINT "voucher_spends_one_order" CHECK (("voucher_spends"."booking_order_id" is null) <> ("voucher_spends"."eshop_order_id" is null));--> statement-breakpoint
ALTER TABLE "eshop_orders" ADD CONSTRAINT "eshop_orders_total" CHECK ("eshop_orders"."subtotal" >= 0 and "eshop_orders"."delivery_price" >= 0 and "eshop_orders"."total" >= 0 and "eshop_orders"."total" = "eshop_orders"."subtotal" + "eshop_orders"."delivery_price" - "eshop_orders"."coupon_discount" - "eshop_orders"."reward_discount");