CREATE TABLE "gift_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"article_id" integer,
	"value" integer NOT NULL,
	"balance" integer NOT NULL,
	"valid_until" date NOT NULL,
	"deliver_on" date NOT NULL,
	"sent_at" timestamp with time zone,
	"recipient_name" text,
	"buyer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_vouchers_code" UNIQUE("company_id","code"),
	CONSTRAINT "gift_vouchers_company_id_id" UNIQUE("company_id","id"),
	CONSTRAINT "gift_vouchers_balance_within_value" CHECK ("gift_vouchers"."value" > 0 and "gift_vouchers"."balance" >= 0 and "gift_vouchers"."balance" <= "gift_vouchers"."value"),
	CONSTRAINT "gift_vouchers_service_named" CHECK ("gift_vouchers"."kind" = 'amount' or "gift_vouchers"."article_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "voucher_spends" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"booking_order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "voucher_spends_voucher_order" UNIQUE("voucher_id","booking_order_id"),
	CONSTRAINT "voucher_spends_amount_positive" CHECK ("voucher_spends"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_company_id_article_id_articles_company_id_id_fk" FOREIGN KEY ("company_id","article_id") REFERENCES "public"."articles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_company_id_buyer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","buyer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_spends" ADD CONSTRAINT "voucher_spends_company_id_voucher_id_gift_vouchers_company_id_id_fk" FOREIGN KEY ("company_id","voucher_id") REFERENCES "public"."gift_vouchers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_spends" ADD CONSTRAINT "voucher_spends_company_id_booking_order_id_booking_orders_company_id_id_fk" FOREIGN KEY ("company_id","booking_order_id") REFERENCES "public"."booking_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_spends_order_idx" ON "voucher_spends" USING btree ("booking_order_id");