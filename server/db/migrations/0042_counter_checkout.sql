CREATE TABLE "counter_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"voucher_id" integer,
	"reward_id" integer,
	"taken_by" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "counter_payments_amount_positive" CHECK ("counter_payments"."amount" > 0),
	CONSTRAINT "counter_payments_means_named" CHECK (("counter_payments"."method" = 'voucher') = ("counter_payments"."voucher_id" is not null) and ("counter_payments"."method" = 'loyalty') = ("counter_payments"."reward_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counter_payments" ADD CONSTRAINT "counter_payments_company_id_order_id_booking_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."booking_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_payments" ADD CONSTRAINT "counter_payments_company_id_voucher_id_gift_vouchers_company_id_id_fk" FOREIGN KEY ("company_id","voucher_id") REFERENCES "public"."gift_vouchers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counter_payments_reward_idx" ON "counter_payments" USING btree ("reward_id");--> statement-breakpoint
CREATE INDEX "counter_payments_order_idx" ON "counter_payments" USING btree ("order_id");