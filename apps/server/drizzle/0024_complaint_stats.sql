-- The complaint reports' figures (issue 28), kept by the database as complaint_counts keeps the counts: per day and per
-- month a complaint was filed on (in India), per ward, grievance type and channel: how many were filed, are resolved,
-- were resolved by their due date, were reopened, are rated (and the ratings' sum), and a histogram of the calendar
-- days from filing to resolution ("days"[i]: resolved i - 1 days after filing) for the median. A report reads its
-- range's whole months and its edge days (a few hundred rows for a year) instead of the range's complaints.
CREATE TABLE "complaint_stats" (
	"span" text NOT NULL,
	"period" date NOT NULL,
	"dim" text NOT NULL,
	"value" text NOT NULL,
	"filed" integer NOT NULL,
	"resolved" integer NOT NULL,
	"on_time" integer NOT NULL,
	"reopened" integer NOT NULL,
	"rated" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	"days" integer[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "complaint_stats_span_period_dim_value_pk" PRIMARY KEY("span","period","dim","value"),
	CONSTRAINT "complaint_stats_span" CHECK ("span" IN ('d', 'm')),
	CONSTRAINT "complaint_stats_dim" CHECK ("dim" IN ('w', 't', 'c'))
);
--> statement-breakpoint
-- Two day histograms added element by element (the shorter one read as zeros beyond its end).
CREATE FUNCTION "complaint_stats_days_add"("a" integer[], "b" integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (SELECT coalesce(array_agg(coalesce("a"["i"], 0) + coalesce("b"["i"], 0) ORDER BY "i"), '{}')
    FROM generate_series(1, greatest(cardinality("a"), cardinality("b"))) AS "i");
--> statement-breakpoint
CREATE AGGREGATE "complaint_stats_days_sum"(integer[]) (SFUNC = "complaint_stats_days_add", STYPE = integer[], INITCOND = '{}');
--> statement-breakpoint
-- What one complaint adds to the figures (sign 1) or takes away from them (sign -1): a row for its filing day and its
-- filing month, each for its ward, its type and its channel. "Resolved on time": resolved no later than its due date.
-- The days to resolve are calendar days in India, from the filing day to the day of the resolving action.
CREATE FUNCTION "complaint_stats_of"("c" "complaints", "sign" integer) RETURNS SETOF "complaint_stats" LANGUAGE sql STABLE AS $$
  SELECT "s"."span",
    CASE WHEN "s"."span" = 'd' THEN "f"."day" ELSE date_trunc('month', "f"."day")::date END,
    "d"."dim", "d"."value",
    "sign",
    CASE WHEN "f"."resolved" THEN "sign" ELSE 0 END,
    CASE WHEN "f"."resolved" AND "c"."action_date" <= "c"."due_at" THEN "sign" ELSE 0 END,
    CASE WHEN "c"."reopened" > 0 THEN "sign" ELSE 0 END,
    CASE WHEN "c"."rating" IS NOT NULL THEN "sign" ELSE 0 END,
    coalesce("c"."rating", 0) * "sign",
    CASE WHEN "f"."resolved" AND "c"."action_date" IS NOT NULL THEN array_fill(0, ARRAY["f"."took"]) || "sign" ELSE '{}'::integer[] END
  FROM (SELECT "complaint_day"("c"."entry_date") AS "day",
          "c"."status" = 'Resolved' AS "resolved",
          greatest(0, "complaint_day"("c"."action_date") - "complaint_day"("c"."entry_date")) AS "took") AS "f",
    (VALUES ('d'), ('m')) AS "s"("span"),
    (VALUES ('w', "c"."ward"), ('t', "c"."grievance_type"), ('c', "c"."source")) AS "d"("dim", "value")
$$;
--> statement-breakpoint
-- Adds changes (rows of complaint_stats_of) to the figures: summed per key, added in key order (two transactions take
-- the rows' locks in the same order); a key whose changes cancel out is not touched.
CREATE FUNCTION "complaint_stats_merge"("changes" "complaint_stats"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "complaint_stats" AS "s"
    SELECT "span", "period", "dim", "value", sum("filed"), sum("resolved"), sum("on_time"), sum("reopened"), sum("rated"),
      sum("rating_sum"), "complaint_stats_days_sum"("days")
    FROM unnest("changes")
    GROUP BY 1, 2, 3, 4
    HAVING (sum("filed") <> 0 OR sum("resolved") <> 0 OR sum("on_time") <> 0 OR sum("reopened") <> 0 OR sum("rated") <> 0
        OR sum("rating_sum") <> 0 OR NOT 0 = ALL ("complaint_stats_days_sum"("days")))
    ORDER BY 1, 2, 3, 4
  ON CONFLICT ("span", "period", "dim", "value") DO UPDATE SET
    "filed" = "s"."filed" + excluded."filed",
    "resolved" = "s"."resolved" + excluded."resolved",
    "on_time" = "s"."on_time" + excluded."on_time",
    "reopened" = "s"."reopened" + excluded."reopened",
    "rated" = "s"."rated" + excluded."rated",
    "rating_sum" = "s"."rating_sum" + excluded."rating_sum",
    "days" = "complaint_stats_days_add"("s"."days", excluded."days");
$$;
--> statement-breakpoint
CREATE FUNCTION "complaint_stats_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "complaint_stats";
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "complaint_stats_merge"(ARRAY(SELECT "s" FROM "new_rows" AS "n", "complaint_stats_of"("n", 1) AS "s"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "complaint_stats_merge"(ARRAY(SELECT "s" FROM "old_rows" AS "o", "complaint_stats_of"("o", -1) AS "s"));
  ELSE
    -- Only the rows whose figures may change: most updates (words, assignment, a tracking token) change none.
    PERFORM "complaint_stats_merge"(ARRAY(
      WITH "changed" AS (
        SELECT "o"."id" FROM "old_rows" AS "o" JOIN "new_rows" AS "n" ON "n"."id" = "o"."id"
        WHERE ("o"."entry_date", "o"."ward", "o"."grievance_type", "o"."source", "o"."status", "o"."action_date", "o"."due_at", "o"."reopened", "o"."rating")
          IS DISTINCT FROM ("n"."entry_date", "n"."ward", "n"."grievance_type", "n"."source", "n"."status", "n"."action_date", "n"."due_at", "n"."reopened", "n"."rating"))
      SELECT "s" FROM "new_rows" AS "n", "complaint_stats_of"("n", 1) AS "s" WHERE "n"."id" IN (SELECT "id" FROM "changed")
      UNION ALL
      SELECT "s" FROM "old_rows" AS "o", "complaint_stats_of"("o", -1) AS "s" WHERE "o"."id" IN (SELECT "id" FROM "changed")));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "complaint_stats"
  SELECT "s"."span", "s"."period", "s"."dim", "s"."value", sum("s"."filed"), sum("s"."resolved"), sum("s"."on_time"),
    sum("s"."reopened"), sum("s"."rated"), sum("s"."rating_sum"), "complaint_stats_days_sum"("s"."days")
  FROM "complaints" AS "c", "complaint_stats_of"("c", 1) AS "s"
  GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER "complaint_stats_insert" AFTER INSERT ON "complaints" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "complaint_stats_apply"();
--> statement-breakpoint
CREATE TRIGGER "complaint_stats_update" AFTER UPDATE ON "complaints" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "complaint_stats_apply"();
--> statement-breakpoint
CREATE TRIGGER "complaint_stats_delete" AFTER DELETE ON "complaints" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "complaint_stats_apply"();
--> statement-breakpoint
CREATE TRIGGER "complaint_stats_truncate" AFTER TRUNCATE ON "complaints"
  FOR EACH STATEMENT EXECUTE FUNCTION "complaint_stats_apply"();
