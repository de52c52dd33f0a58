-- Issue 27, the contact inbox: the messages sent through Contact Us (read and answered by staff in Admin › Messages),
-- and the numbers per year (MSG-YYYY-NNNNNN; one row per prefix and year, taken by one insert ... on conflict
-- statement in the writing transaction, so that processes sharing the database never hand out a number twice).
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"project" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"reply_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("reference", '') || E'\x1f' || coalesce("name", '') || E'\x1f' || coalesce("email", '') || E'\x1f' || coalesce("subject", '') || E'\x1f' || coalesce("project", '') || E'\x1f' || coalesce("message", ''))) STORED,
	CONSTRAINT "contact_messages_reference_unique" UNIQUE("reference"),
	CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" IN ('new', 'read', 'answered')),
	CONSTRAINT "contact_messages_language_check" CHECK ("contact_messages"."language" IN ('en', 'hi'))
);
--> statement-breakpoint
-- The last number handed out per prefix (MSG, and later TL) and year (India Standard Time).
CREATE TABLE "year_numbers" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "year_numbers_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_list_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The staff search: words or a reference, LIKE '%…%' over the lowered search text.
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);
