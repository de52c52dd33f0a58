-- Staff search by a common word (issue 28): each complaint's words one row each, in the queue's two orders, so that a
-- page of a word's complaints is an index walk over that word's entries instead of over the whole queue with a LIKE.
-- A word is a run of characters between separators (ASCII spaces, digits and punctuation, the danda, the general
-- punctuation block with the zero-width joiners): a search term with no separator in it is in a complaint's words
-- (complaints.search_words, migration 0021) exactly when it is inside one of these words, so the words that contain
-- the term (complaint_vocabulary, every word ever seen) name every complaint that can match; the search still
-- checks its LIKE on each, so the answers are the same as before. Kept by statement triggers on "complaints"
-- (whatever writes: the portal, a restore, a script), as complaint_counts is.
CREATE TABLE "complaint_words" (
	"complaint_id" integer NOT NULL,
	"word" text NOT NULL,
	"open" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "complaint_words_complaint_id_word_pk" PRIMARY KEY("complaint_id","word")
);
--> statement-breakpoint
CREATE TABLE "complaint_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "complaint_words_of"("words" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT "w" FROM regexp_split_to_table("words", '[\x01-\x40\x5b-\x60\x7b-\x7f\u00a0\u0964\u0965\u2000-\u206f\u3000\ufeff]+') AS "w"
  WHERE char_length("w") >= 2
$$;
--> statement-breakpoint
-- Inserted, deleted or rewritten per statement (transition tables): a complaint whose words, status or filing time
-- changed has its rows written again; any other update leaves them. New words enter the vocabulary in their order, so
-- that two transactions adding the same new words wait on each other in one order (never a deadlock).
CREATE FUNCTION "complaint_words_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "complaint_words";
  ELSIF TG_OP = 'INSERT' THEN
    WITH "w" AS MATERIALIZED (
      SELECT "n"."id", "w"."word", "n"."status" IN ('Open', 'Pending', 'In Progress') AS "open", "n"."entry_date"
      FROM "new_rows" "n", "complaint_words_of"("n"."search_words") AS "w"("word")
    ), "v" AS (
      INSERT INTO "complaint_vocabulary" ("word") SELECT DISTINCT "word" FROM "w" ORDER BY 1 ON CONFLICT DO NOTHING
    )
    INSERT INTO "complaint_words" ("complaint_id", "word", "open", "at") SELECT * FROM "w";
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM "complaint_words" WHERE "complaint_id" IN (SELECT "id" FROM "old_rows");
  ELSE
    DELETE FROM "complaint_words" WHERE "complaint_id" IN (
      SELECT "o"."id" FROM "old_rows" "o" LEFT JOIN "new_rows" "n" ON "n"."id" = "o"."id"
      WHERE "n"."id" IS NULL OR "n"."search_words" <> "o"."search_words" OR "n"."status" <> "o"."status"
        OR "n"."entry_date" <> "o"."entry_date");
    WITH "w" AS MATERIALIZED (
      SELECT "n"."id", "w"."word", "n"."status" IN ('Open', 'Pending', 'In Progress') AS "open", "n"."entry_date"
      FROM "new_rows" "n" LEFT JOIN "old_rows" "o" ON "o"."id" = "n"."id",
        "complaint_words_of"("n"."search_words") AS "w"("word")
      WHERE "o"."id" IS NULL OR "n"."search_words" <> "o"."search_words" OR "n"."status" <> "o"."status"
        OR "n"."entry_date" <> "o"."entry_date"
    ), "v" AS (
      INSERT INTO "complaint_vocabulary" ("word") SELECT DISTINCT "word" FROM "w" ORDER BY 1 ON CONFLICT DO NOTHING
    )
    INSERT INTO "complaint_words" ("complaint_id", "word", "open", "at") SELECT * FROM "w";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "complaint_words_insert" AFTER INSERT ON "complaints" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "complaint_words_apply"();
--> statement-breakpoint
CREATE TRIGGER "complaint_words_update" AFTER UPDATE ON "complaints" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "complaint_words_apply"();
--> statement-breakpoint
CREATE TRIGGER "complaint_words_delete" AFTER DELETE ON "complaints" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "complaint_words_apply"();
--> statement-breakpoint
CREATE TRIGGER "complaint_words_truncate" AFTER TRUNCATE ON "complaints"
  FOR EACH STATEMENT EXECUTE FUNCTION "complaint_words_apply"();
--> statement-breakpoint
-- The complaints already filed: their words, then the vocabulary, then the indexes (built once, not row by row).
INSERT INTO "complaint_words" ("complaint_id", "word", "open", "at")
  SELECT "c"."id", "w"."word", "c"."status" IN ('Open', 'Pending', 'In Progress'), "c"."entry_date"
  FROM "complaints" "c", "complaint_words_of"("c"."search_words") AS "w"("word");
--> statement-breakpoint
INSERT INTO "complaint_vocabulary" ("word") SELECT DISTINCT "word" FROM "complaint_words";
--> statement-breakpoint
-- A word's complaints in the queue's two orders: the open oldest first, the closed newest first (then by id).
CREATE INDEX "complaint_words_open_idx" ON "complaint_words" USING btree ("word","at","complaint_id") WHERE "open";
--> statement-breakpoint
CREATE INDEX "complaint_words_closed_idx" ON "complaint_words" USING btree ("word","at" DESC NULLS FIRST,"complaint_id") WHERE NOT "open";
--> statement-breakpoint
-- The words that contain a search term (LIKE '%term%'), in any script.
CREATE INDEX "complaint_vocabulary_trgm_idx" ON "complaint_vocabulary" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);
