ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voucher_id" integer;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN "state" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN "theme_id" text;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN "recipient_email" text;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN "lang" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN "resent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_voucher_id_gift_vouchers_company_id_id_fk" FOREIGN KEY ("company_id","voucher_id") REFERENCES "public"."gift_vouchers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_voucher_idx" ON "payments" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "gift_vouchers_buyer_idx" ON "gift_vouchers" USING btree ("company_id","buyer_id");--> statement-breakpoint
CREATE INDEX "gift_vouchers_due_idx" ON "gift_vouchers" USING btree ("deliver_on") WHERE "gift_vouchers"."sent_at" is null and "gift_vouchers"."state" = 'active';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_order" CHECK (("payments"."kind" = 'booking' and "payments"."order_id" is not null and "payments"."voucher_id" is null) or ("payments"."kind" = 'voucher' and "payments"."voucher_id" is not null and "payments"."order_id" is null));