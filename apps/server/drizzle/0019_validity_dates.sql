-- GIGW 3.0 archive (issue 29): notices, circulars, office orders, tenders, latest news and press releases get an
-- optional "valid until" date; a record past it leaves the public lists for the type's archive page. Existing
-- records get none (they stay where they are until an editor sets one). An index on it serves the archive's
-- reads (valid_until < today) and the dashboard's "expiring within 14 days".
ALTER TABLE "notices" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "office_orders" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "latest_news" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "press_releases" ADD COLUMN "valid_until" date;--> statement-breakpoint
CREATE INDEX "notices_valid_until_idx" ON "notices" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "circulars_valid_until_idx" ON "circulars" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "office_orders_valid_until_idx" ON "office_orders" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "tenders_valid_until_idx" ON "tenders" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "latest_news_valid_until_idx" ON "latest_news" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "press_releases_valid_until_idx" ON "press_releases" USING btree ("valid_until");--> statement-breakpoint
-- The issue date is now required: a record saved without one (which read "N/A") gets the day it was created (IST).
UPDATE "notices" SET "issue_date" = (("created_at" AT TIME ZONE 'UTC') + interval '330 minutes')::date WHERE "issue_date" IS NULL;--> statement-breakpoint
UPDATE "circulars" SET "issue_date" = (("created_at" AT TIME ZONE 'UTC') + interval '330 minutes')::date WHERE "issue_date" IS NULL;--> statement-breakpoint
UPDATE "office_orders" SET "issue_date" = (("created_at" AT TIME ZONE 'UTC') + interval '330 minutes')::date WHERE "issue_date" IS NULL;
