-- The site search's copy of the six searched tables (db/schema.ts searchEntries), kept by row triggers; their own
-- search indexes go.
CREATE TABLE "search_entries" (
	"kind" smallint NOT NULL,
	"ref_id" integer NOT NULL,
	"rank_date" text,
	"title" text NOT NULL,
	"title_hi" text NOT NULL,
	"description" text NOT NULL,
	"description_hi" text NOT NULL,
	"extra" text,
	"search_title" text NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "search_entries_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
DROP INDEX "circulars_search_title_trgm_idx";--> statement-breakpoint
DROP INDEX "circulars_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "latest_news_search_title_trgm_idx";--> statement-breakpoint
DROP INDEX "latest_news_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "notices_search_title_trgm_idx";--> statement-breakpoint
DROP INDEX "notices_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "office_orders_search_title_trgm_idx";--> statement-breakpoint
DROP INDEX "office_orders_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "tenders_search_title_trgm_idx";--> statement-breakpoint
DROP INDEX "tenders_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_entries_order_idx" ON "search_entries" USING btree ("rank_date" DESC NULLS LAST,"kind","ref_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_entries_title_trgm_idx" ON "search_entries" USING gin ("search_title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_entries_text_trgm_idx" ON "search_entries" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- A record's entry, written or rewritten. k: its kind (the place of its type in search/search.ts KINDS); r: the row;
-- c: the names of its title, Hindi title, description, Hindi description, date and extra (a tender's number, a
-- service's slug; '' for none) columns. The date ranks as text: a date as yyyy-mm-dd, a timestamp as its UTC time
-- (yyyy-mm-ddThh:mm:ss.mmmZ); JSON writes both in ISO form whatever the server's DateStyle. The searched texts are
-- the row's own search_title and search_text (generated columns, computed before an AFTER trigger runs).
CREATE FUNCTION "search_entry_put"("k" smallint, "r" jsonb, "c" text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "d" text := "r" ->> "c"[5];
BEGIN
  INSERT INTO "search_entries" AS "e" ("kind", "ref_id", "rank_date", "title", "title_hi", "description", "description_hi", "extra", "search_title", "search_text")
  VALUES (
    "k",
    ("r" ->> 'id')::integer,
    CASE WHEN length("d") > 10 THEN to_char("d"::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') ELSE "d" END,
    coalesce("r" ->> "c"[1], ''),
    coalesce("r" ->> "c"[2], ''),
    coalesce("r" ->> "c"[3], ''),
    coalesce("r" ->> "c"[4], ''),
    CASE WHEN "c"[6] = '' THEN NULL ELSE "r" ->> "c"[6] END,
    coalesce("r" ->> 'search_title', ''),
    coalesce("r" ->> 'search_text', '')
  )
  ON CONFLICT ("kind", "ref_id") DO UPDATE SET
    "rank_date" = excluded."rank_date", "title" = excluded."title", "title_hi" = excluded."title_hi",
    "description" = excluded."description", "description_hi" = excluded."description_hi", "extra" = excluded."extra",
    "search_title" = excluded."search_title", "search_text" = excluded."search_text";
END
$$;
--> statement-breakpoint
-- The six tables' triggers: TG_ARGV holds the kind, then the column names search_entry_put takes.
CREATE FUNCTION "search_entries_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "search_entries" WHERE "kind" = TG_ARGV[0]::smallint;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM "search_entries" WHERE "kind" = TG_ARGV[0]::smallint AND "ref_id" = OLD."id";
  ELSE
    PERFORM "search_entry_put"(TG_ARGV[0]::smallint, to_jsonb(NEW), ARRAY[TG_ARGV[1], TG_ARGV[2], TG_ARGV[3], TG_ARGV[4], TG_ARGV[5], TG_ARGV[6]]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Each searched table once: its kind (its place in search/search.ts KINDS) and columns; its row and TRUNCATE
-- triggers, then its records as they are now.
DO $$
DECLARE
  "t" record;
BEGIN
  FOR "t" IN SELECT * FROM (VALUES
    (0, 'notices', ARRAY['title', 'title_hi', 'description', 'description_hi', 'issue_date', '']),
    (1, 'circulars', ARRAY['title', 'title_hi', 'description', 'description_hi', 'issue_date', '']),
    (2, 'office_orders', ARRAY['title', 'title_hi', 'description', 'description_hi', 'issue_date', '']),
    (3, 'tenders', ARRAY['tender_title', 'tender_title_hi', 'tender_description', 'tender_description_hi', 'publish_date', 'tender_no']),
    (4, 'latest_news', ARRAY['title', 'title_hi', 'description', 'description_hi', 'created_date', '']),
    (5, 'services', ARRAY['title', 'title_hi', 'summary', 'summary_hi', 'reviewed_date', 'slug'])
  ) AS "v"("kind", "name", "columns") LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION "search_entries_sync"(%L, %s)',
      "t"."name" || '_search_entry', "t"."name", "t"."kind",
      (SELECT string_agg(quote_literal("c"), ', ') FROM unnest("t"."columns") AS "c")
    );
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "search_entries_sync"(%L)',
      "t"."name" || '_search_entries_truncate', "t"."name", "t"."kind"
    );
    EXECUTE format('SELECT "search_entry_put"(%s::smallint, to_jsonb("r"), %L) FROM %I AS "r"', "t"."kind", "t"."columns", "t"."name");
  END LOOP;
END
$$;
