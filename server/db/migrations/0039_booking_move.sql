ALTER TABLE "booking_orders" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "manage_key" uuid DEFAULT gen_random_uuid() NOT NULL;