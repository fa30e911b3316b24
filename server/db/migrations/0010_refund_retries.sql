ALTER TABLE "payment_refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_refunds_retry_idx" ON "payment_refunds" USING btree ("retry_at") WHERE "payment_refunds"."retry_at" is not null;