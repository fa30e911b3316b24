CREATE TABLE "sms_opt_outs" (
	"company_id" integer NOT NULL,
	"phone" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_opt_outs_company_id_phone_pk" PRIMARY KEY("company_id","phone")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"company_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"every_seconds" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim" uuid,
	"claimed_until" timestamp with time zone,
	"claimed_by" text,
	"last_run_at" timestamp with time zone,
	"last_result" text,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_name_key_idx" ON "jobs" USING btree ("name","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("due_at") WHERE "jobs"."done_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_provider_ref_idx" ON "outbox" USING btree ("provider_ref");