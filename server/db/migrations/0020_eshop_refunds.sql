ALTER TABLE "loyalty_ledger" ADD COLUMN "eshop_order_id" integer;--> statement-breakpoint
ALTER TABLE "eshop_orders" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;