ALTER TABLE "booking_orders" ADD COLUMN "loyalty_awarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "base" integer;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "bonus" integer;--> statement-breakpoint
CREATE INDEX "booking_orders_loyalty_due_idx" ON "booking_orders" USING btree ("id") WHERE status = 'confirmed' and loyalty_awarded_at is null;