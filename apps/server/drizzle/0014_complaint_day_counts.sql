-- Complaints per day filed (in India, UTC+05:30), open and not, kept by the triggers of complaint_counts (0010).
CREATE TABLE "complaint_day_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"open" integer NOT NULL,
	"closed" integer NOT NULL
);

--> statement-breakpoint
-- The day a complaint was filed on, in India (UTC+05:30, no daylight saving): the day its list filter names.
CREATE FUNCTION "complaint_day"("at" timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (("at" AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date;
--> statement-breakpoint
-- The first instant of a day in India: where a deep page's index walk starts.
CREATE FUNCTION "complaint_day_start"("day" date) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ("day"::timestamp - interval '5 hours 30 minutes') AT TIME ZONE 'UTC';
--> statement-breakpoint
INSERT INTO "complaint_day_counts" ("day", "open", "closed")
SELECT "complaint_day"("entry_date"), count(*) FILTER (WHERE "status" IN ('Open', 'Pending', 'In Progress')), count(*) FILTER (WHERE "status" NOT IN ('Open', 'Pending', 'In Progress'))
FROM "complaints" GROUP BY 1;
--> statement-breakpoint
-- The four triggers of 0010 now keep both tables: each statement's rows summed per key, added in key order.
CREATE OR REPLACE FUNCTION "complaint_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "complaint_counts";
    DELETE FROM "complaint_day_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "complaint_counts" AS c ("ward", "grievance_type", "status", "n")
      SELECT "ward", "grievance_type", "status", count(*) FROM "new_rows" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("ward", "grievance_type", "status") DO UPDATE SET "n" = c."n" + excluded."n";
    INSERT INTO "complaint_day_counts" AS c ("day", "open", "closed")
      SELECT "complaint_day"("entry_date"), count(*) FILTER (WHERE "status" IN ('Open', 'Pending', 'In Progress')), count(*) FILTER (WHERE "status" NOT IN ('Open', 'Pending', 'In Progress'))
      FROM "new_rows" GROUP BY 1 ORDER BY 1
      ON CONFLICT ("day") DO UPDATE SET "open" = c."open" + excluded."open", "closed" = c."closed" + excluded."closed";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "complaint_counts" AS c ("ward", "grievance_type", "status", "n")
      SELECT "ward", "grievance_type", "status", -count(*) FROM "old_rows" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("ward", "grievance_type", "status") DO UPDATE SET "n" = c."n" + excluded."n";
    INSERT INTO "complaint_day_counts" AS c ("day", "open", "closed")
      SELECT "complaint_day"("entry_date"), -count(*) FILTER (WHERE "status" IN ('Open', 'Pending', 'In Progress')), -count(*) FILTER (WHERE "status" NOT IN ('Open', 'Pending', 'In Progress'))
      FROM "old_rows" GROUP BY 1 ORDER BY 1
      ON CONFLICT ("day") DO UPDATE SET "open" = c."open" + excluded."open", "closed" = c."closed" + excluded."closed";
  ELSE
    INSERT INTO "complaint_counts" AS c ("ward", "grievance_type", "status", "n")
      SELECT "ward", "grievance_type", "status", sum("d") FROM (
        SELECT "ward", "grievance_type", "status", 1 AS "d" FROM "new_rows"
        UNION ALL
        SELECT "ward", "grievance_type", "status", -1 FROM "old_rows"
      ) AS "changed" GROUP BY 1, 2, 3 HAVING sum("d") <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("ward", "grievance_type", "status") DO UPDATE SET "n" = c."n" + excluded."n";
    INSERT INTO "complaint_day_counts" AS c ("day", "open", "closed")
      SELECT "day", coalesce(sum("d") FILTER (WHERE "open"), 0), coalesce(sum("d") FILTER (WHERE NOT "open"), 0) FROM (
        SELECT "complaint_day"("entry_date") AS "day", "status" IN ('Open', 'Pending', 'In Progress') AS "open", 1 AS "d" FROM "new_rows"
        UNION ALL
        SELECT "complaint_day"("entry_date"), "status" IN ('Open', 'Pending', 'In Progress'), -1 FROM "old_rows"
      ) AS "changed" GROUP BY 1
      HAVING coalesce(sum("d") FILTER (WHERE "open"), 0) <> 0 OR coalesce(sum("d") FILTER (WHERE NOT "open"), 0) <> 0 ORDER BY 1
      ON CONFLICT ("day") DO UPDATE SET "open" = c."open" + excluded."open", "closed" = c."closed" + excluded."closed";
  END IF;
  RETURN NULL;
END
$$;
