-- Staff search by words (issue 28): a complaint's searchable words — the citizen's name, the description, the
-- landmark, the suggestion and every remark of its history — in lower case in one column, kept by triggers on
-- both tables, with a trigram index that serves LIKE '%word%' in any script (Devanagari included).
ALTER TABLE "complaints" ADD COLUMN "search_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "complaint_search_words"("complaint" integer, "citizen" text, "info" text, "place" text, "idea" text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(' ', "citizen", "info", "place", "idea",
    (SELECT string_agg("a"."remarks", ' ' ORDER BY "a"."id") FROM "complaint_actions" "a" WHERE "a"."complaint_id" = "complaint")))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "complaints_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_words" := "complaint_search_words"(NEW."id", NEW."citizen_name", NEW."additional_information", NEW."landmark", NEW."suggestion");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "complaints_search_words_insert" BEFORE INSERT ON "complaints"
  FOR EACH ROW EXECUTE FUNCTION "complaints_search_words"();--> statement-breakpoint
CREATE TRIGGER "complaints_search_words_update" BEFORE UPDATE OF "citizen_name", "additional_information", "landmark", "suggestion" ON "complaints"
  FOR EACH ROW EXECUTE FUNCTION "complaints_search_words"();--> statement-breakpoint
-- A remark added, changed or removed: the words of the complaints concerned again, in one UPDATE per statement
-- (a bulk insert of history rows is one UPDATE, not one per row); only their search_words column is written.
CREATE OR REPLACE FUNCTION "complaint_actions_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "complaints" SET "search_words" = "complaint_search_words"("id", "citizen_name", "additional_information", "landmark", "suggestion")
      WHERE "id" IN (SELECT "complaint_id" FROM "new_rows" WHERE "remarks" <> '');
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "complaints" SET "search_words" = "complaint_search_words"("id", "citizen_name", "additional_information", "landmark", "suggestion")
      WHERE "id" IN (SELECT "complaint_id" FROM "old_rows" WHERE "remarks" <> '');
  ELSE
    UPDATE "complaints" SET "search_words" = "complaint_search_words"("id", "citizen_name", "additional_information", "landmark", "suggestion")
      WHERE "id" IN (SELECT "o"."complaint_id" FROM "old_rows" "o" JOIN "new_rows" "n" ON "n"."id" = "o"."id"
        WHERE "n"."remarks" IS DISTINCT FROM "o"."remarks" OR "n"."complaint_id" <> "o"."complaint_id"
        UNION SELECT "n"."complaint_id" FROM "old_rows" "o" JOIN "new_rows" "n" ON "n"."id" = "o"."id"
        WHERE "n"."remarks" IS DISTINCT FROM "o"."remarks" OR "n"."complaint_id" <> "o"."complaint_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "complaint_actions_search_words_insert" AFTER INSERT ON "complaint_actions" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "complaint_actions_search_words"();--> statement-breakpoint
CREATE TRIGGER "complaint_actions_search_words_update" AFTER UPDATE ON "complaint_actions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "complaint_actions_search_words"();--> statement-breakpoint
CREATE TRIGGER "complaint_actions_search_words_delete" AFTER DELETE ON "complaint_actions" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "complaint_actions_search_words"();--> statement-breakpoint
UPDATE "complaints" SET "search_words" = "complaint_search_words"("id", "citizen_name", "additional_information", "landmark", "suggestion");--> statement-breakpoint
CREATE INDEX "complaints_search_words_trgm_idx" ON "complaints" USING gin ("search_words" gin_trgm_ops) WITH (fastupdate=false);
