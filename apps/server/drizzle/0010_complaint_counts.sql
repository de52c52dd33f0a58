-- Complaints per ward, type and status, kept by statement triggers on "complaints" (whatever writes: the portal, a restore, a script).
CREATE TABLE "complaint_counts" (
	"ward" text NOT NULL,
	"grievance_type" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "complaint_counts_ward_grievance_type_status_pk" PRIMARY KEY("ward","grievance_type","status")
);
--> statement-breakpoint
INSERT INTO "complaint_counts" ("ward", "grievance_type", "status", "n")
SELECT "ward", "grievance_type", "status", count(*) FROM "complaints" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- One function for the four triggers: each statement's rows (transition tables) are summed per key, then added in
-- key order (so two transactions take the counters' row locks in the same order). TRUNCATE empties the counts.
CREATE FUNCTION "complaint_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "complaint_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "complaint_counts" AS c ("ward", "grievance_type", "status", "n")
      SELECT "ward", "grievance_type", "status", count(*) FROM "new_rows" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("ward", "grievance_type", "status") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "complaint_counts" AS c ("ward", "grievance_type", "status", "n")
      SELECT "ward", "grievance_type", "status", -count(*) FROM "old_rows" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("ward", "grievance_type", "status") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO "complaint_counts" AS c ("ward", "grievance_type", "status", "n")
      SELECT "ward", "grievance_type", "status", sum("d") FROM (
        SELECT "ward", "grievance_type", "status", 1 AS "d" FROM "new_rows"
        UNION ALL
        SELECT "ward", "grievance_type", "status", -1 FROM "old_rows"
      ) AS "changed" GROUP BY 1, 2, 3 HAVING sum("d") <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("ward", "grievance_type", "status") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "complaint_counts_insert" AFTER INSERT ON "complaints" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "complaint_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "complaint_counts_update" AFTER UPDATE ON "complaints" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "complaint_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "complaint_counts_delete" AFTER DELETE ON "complaints" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "complaint_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "complaint_counts_truncate" AFTER TRUNCATE ON "complaints"
  FOR EACH STATEMENT EXECUTE FUNCTION "complaint_counts_apply"();
