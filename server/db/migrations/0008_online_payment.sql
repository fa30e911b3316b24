CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"payment_row_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'asked' NOT NULL,
	"refund_id" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text,
	"order_ref" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"captured" integer DEFAULT 0 NOT NULL,
	"refund_handle" text,
	"refunded" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_company_id_id" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "totals" jsonb;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "paid_online" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_company_id_payment_row_id_payments_company_id_id_fk" FOREIGN KEY ("company_id","payment_row_id") REFERENCES "public"."payments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_order_id_booking_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."booking_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_company_event_idx" ON "payment_events" USING btree ("company_id","provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_key_idx" ON "payment_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_idx" ON "payments" USING btree ("provider","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_ref_idx" ON "payments" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "appointments_held_idx" ON "appointments" USING btree ("held_until") WHERE status = 'held';--> statement-breakpoint
-- A slot held for a customer who is paying blocks it exactly like a booking: the same exclusion
-- constraints cover 'held', so a hold can never turn into a double booking.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_employee_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_cabin_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_employee_no_overlap"
  EXCLUDE USING gist ("employee_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&)
  WHERE ("status" IN ('active', 'held'));
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cabin_no_overlap"
  EXCLUDE USING gist ("cabin_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&)
  WHERE ("status" IN ('active', 'held') AND "cabin_id" IS NOT NULL);
--> statement-breakpoint
DROP INDEX "appointments_shop_busy_idx";
--> statement-breakpoint
CREATE INDEX appointments_shop_busy_idx ON appointments USING gist (shop_id, tstzrange(start_at, end_at, '[)')) WHERE status IN ('active', 'held');
