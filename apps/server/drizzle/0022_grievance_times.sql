-- Issue 28: time limits, reopening and rating. Each grievance type has a resolution time in days (7 unless staff
-- set another); each complaint a due date: its filing time plus its type's days, set by a trigger on insert
-- whoever writes (the portal, the demo, a script) unless the row brings its own (a restore), and moved by a
-- reopening. "Overdue" is open and past the due date, read off a partial index. The citizen may reopen a closed
-- complaint (complaints.reopened counts how often; the history entry is marked) and rate a resolution once.
ALTER TABLE "grievance_types" ADD COLUMN "resolution_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "grievance_types" ADD CONSTRAINT "grievance_types_resolution_days_check" CHECK ("resolution_days" BETWEEN 1 AND 365);--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
UPDATE "complaints" SET "due_at" = "entry_date" + make_interval(days => coalesce((SELECT "resolution_days" FROM "grievance_types" WHERE "grievance_types"."name" = "complaints"."grievance_type"), 7));--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "reopened" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "rating_comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_rating_check" CHECK ("rating" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "complaint_actions" ADD COLUMN "reopened" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The overdue index's predicate also says "due_at is not null" (always true): a condition on due_at implies it, a
-- status filter alone does not, so the planner never takes this index for an open status's list (it has no order).
CREATE INDEX "complaints_overdue_idx" ON "complaints" USING btree ("due_at") WHERE status in ('Open', 'Pending', 'In Progress') and due_at is not null;--> statement-breakpoint
CREATE FUNCTION "complaints_due_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."due_at" IS NULL THEN
    NEW."due_at" := NEW."entry_date" + make_interval(days => coalesce(
      (SELECT "resolution_days" FROM "grievance_types" WHERE "name" = NEW."grievance_type"), 7));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "complaints_due_at" BEFORE INSERT ON "complaints" FOR EACH ROW EXECUTE FUNCTION "complaints_due_at"();
