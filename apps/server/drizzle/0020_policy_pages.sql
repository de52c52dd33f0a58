-- The policy pages an admin has saved (a page with no row shows its default text): issue 29.
CREATE TABLE IF NOT EXISTS "policy_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_hi" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"body_hi" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "policy_pages" ADD CONSTRAINT "policy_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
