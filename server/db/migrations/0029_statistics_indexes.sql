CREATE INDEX "appointments_company_time_idx" ON "appointments" USING btree ("company_id","start_at");--> statement-breakpoint
CREATE INDEX "gift_vouchers_company_created_idx" ON "gift_vouchers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_company_created_idx" ON "payment_refunds" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_company_paid_idx" ON "payments" USING btree ("company_id","paid_at");