-- No double booking, ever (issue 6): the database itself refuses two active appointments of one
-- employee, or of one cabin, whose [start, end) ranges overlap. btree_gist lets the integer
-- equality share one GiST index with the range overlap. PGlite loads the extension at open.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_time_order" CHECK ("end_at" > "start_at");
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_employee_no_overlap"
  EXCLUDE USING gist ("employee_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&)
  WHERE ("status" = 'active');
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cabin_no_overlap"
  EXCLUDE USING gist ("cabin_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&)
  WHERE ("status" = 'active' AND "cabin_id" IS NOT NULL);
