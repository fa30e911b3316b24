CREATE TABLE "loyalty_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_cards_customer" UNIQUE("company_id","customer_id"),
	CONSTRAINT "loyalty_cards_company_id_id" UNIQUE("company_id","id"),
	CONSTRAINT "loyalty_cards_balance_not_negative" CHECK ("loyalty_cards"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"type" text NOT NULL,
	"points" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"tier_id" text,
	"order_id" integer,
	CONSTRAINT "loyalty_ledger_points_positive" CHECK ("loyalty_ledger"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"ledger_id" integer NOT NULL,
	"tier_id" text NOT NULL,
	"reward" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" integer
);
--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD CONSTRAINT "loyalty_cards_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_company_id_card_id_loyalty_cards_company_id_id_fk" FOREIGN KEY ("company_id","card_id") REFERENCES "public"."loyalty_cards"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_ledger_id_loyalty_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."loyalty_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_company_id_card_id_loyalty_cards_company_id_id_fk" FOREIGN KEY ("company_id","card_id") REFERENCES "public"."loyalty_cards"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_ledger_card_idx" ON "loyalty_ledger" USING btree ("card_id","at");--> statement-breakpoint
CREATE INDEX "loyalty_rewards_card_idx" ON "loyalty_rewards" USING btree ("card_id");