-- Two services cannot share a page address. An install that already has two keeps the first's; a later one gets "-<id>" added.
UPDATE "services" AS s SET "slug" = s."slug" || '-' || s."id" WHERE EXISTS (SELECT 1 FROM "services" AS o WHERE o."slug" = s."slug" AND o."id" < s."id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_slug_unique" UNIQUE("slug");
