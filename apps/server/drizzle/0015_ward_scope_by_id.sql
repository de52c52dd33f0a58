-- Complaints carry their ward's id (the officers' scope is by id, never by name); the ward's name stays in
-- "complaints"."ward" (the counts, indexes and filters by name read it), always the name of that id.
-- Every ward name a complaint holds is first made a ward, so that every complaint has one.
INSERT INTO "wards" ("name")
SELECT DISTINCT c."ward" FROM "complaints" c WHERE NOT EXISTS (SELECT 1 FROM "wards" w WHERE w."name" = c."ward")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "ward_id" integer;
--> statement-breakpoint
UPDATE "complaints" c SET "ward_id" = w."id" FROM "wards" w WHERE w."name" = c."ward";
--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "ward_id" SET NOT NULL;
--> statement-breakpoint
-- A ward that complaints or officers refer to cannot be deleted (it is merged into another instead).
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_wards" DROP CONSTRAINT "user_wards_ward_id_wards_id_fk";
--> statement-breakpoint
ALTER TABLE "user_wards" ADD CONSTRAINT "user_wards_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "user_wards_ward_id_idx" ON "user_wards" USING btree ("ward_id");
--> statement-breakpoint
-- An officer's scope by ward id: the list in order, and the queue's two parts (as the ward-name indexes of 0002/0013).
CREATE INDEX "complaints_ward_id_idx" ON "complaints" USING btree ("ward_id","entry_date","id");
--> statement-breakpoint
CREATE INDEX "complaints_queue_open_ward_id_idx" ON "complaints" USING btree ("ward_id","entry_date","id") WHERE status in ('Open', 'Pending', 'In Progress');
--> statement-breakpoint
CREATE INDEX "complaints_queue_closed_ward_id_idx" ON "complaints" USING btree ("ward_id","entry_date" DESC NULLS FIRST,"id") WHERE status not in ('Open', 'Pending', 'In Progress');
--> statement-breakpoint
-- The ward's name follows its id whatever writes a complaint: a row given only the name gets that ward's id, a row
-- given the id gets that ward's name (a name no ward has leaves the id empty: refused by NOT NULL).
CREATE FUNCTION "complaints_ward_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."ward_id" IS NULL THEN
    SELECT "id" INTO NEW."ward_id" FROM "wards" WHERE "name" = NEW."ward";
  ELSE
    SELECT "name" INTO NEW."ward" FROM "wards" WHERE "id" = NEW."ward_id";
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "complaints_ward_name_insert" BEFORE INSERT ON "complaints"
  FOR EACH ROW EXECUTE FUNCTION "complaints_ward_name"();
--> statement-breakpoint
CREATE TRIGGER "complaints_ward_name_update" BEFORE UPDATE OF "ward", "ward_id" ON "complaints"
  FOR EACH ROW EXECUTE FUNCTION "complaints_ward_name"();
--> statement-breakpoint
-- A renamed ward renames its complaints' ward in the same transaction (the counts' triggers move the counts).
CREATE FUNCTION "wards_rename_complaints"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "complaints" SET "ward" = NEW."name" WHERE "ward_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "wards_rename_complaints" AFTER UPDATE OF "name" ON "wards"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "wards_rename_complaints"();
--> statement-breakpoint
-- An officer's scope: the chosen wards, or every ward only when this says so (no wards chosen: no complaints).
-- Officers who had no wards had every ward: they keep it, now said explicitly.
ALTER TABLE "users" ADD COLUMN "all_wards" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "all_wards" = true
WHERE "role" = 'officer' AND NOT EXISTS (SELECT 1 FROM "user_wards" uw WHERE uw."user_id" = "users"."id");
