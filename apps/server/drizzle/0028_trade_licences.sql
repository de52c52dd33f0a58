-- Issue 27, trade licence applications: the fee schedule (a master list: trade category × operation-area band),
-- the applications (the form's fields as a checked jsonb, the searched and filtered ones as columns, the counter
-- receipt), their documents (stored files), their history (every step, staff remarks included) and the licences
-- that approval issues (a renewal extends its licence and keeps its number). Numbers come from year_numbers
-- (TL-YYYY-NNNNNN for applications, LIC-YYYY-NNNNNN for licences).
CREATE TABLE "trade_licence_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"area_from" integer NOT NULL,
	"area_to" integer,
	"fee" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_licence_fees_band_check" CHECK ("trade_licence_fees"."area_from" >= 0 AND ("trade_licence_fees"."area_to" IS NULL OR "trade_licence_fees"."area_to" >= 0)),
	CONSTRAINT "trade_licence_fees_fee_check" CHECK ("trade_licence_fees"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trade_licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"licence_no" text NOT NULL,
	"trade_name" text NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_licences_licence_no_unique" UNIQUE("licence_no"),
	CONSTRAINT "trade_licences_status_check" CHECK ("trade_licences"."status" IN ('active', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "trade_licence_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_no" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"fields" jsonb NOT NULL,
	"licence_type" text NOT NULL,
	"trade_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"mobile" text NOT NULL,
	"trade_category" text NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"ward_id" integer,
	"old_licence_no" text DEFAULT '' NOT NULL,
	"fee_due" integer,
	"receipt_no" text,
	"receipt_date" date,
	"receipt_amount" integer,
	"licence_id" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("application_no", '') || E'\x1f' || coalesce("trade_name", '') || E'\x1f' || coalesce("owner_name", '') || E'\x1f' || coalesce("mobile", ''))) STORED,
	CONSTRAINT "trade_licence_applications_no_unique" UNIQUE("application_no"),
	CONSTRAINT "trade_licence_applications_status_check" CHECK ("trade_licence_applications"."status" IN ('submitted', 'scrutiny', 'returned', 'approved', 'rejected')),
	CONSTRAINT "trade_licence_applications_type_check" CHECK ("trade_licence_applications"."licence_type" IN ('annual', 'renewal')),
	CONSTRAINT "trade_licence_applications_fields_check" CHECK (jsonb_typeof("trade_licence_applications"."fields") = 'object'),
	CONSTRAINT "trade_licence_applications_language_check" CHECK ("trade_licence_applications"."language" IN ('en', 'hi'))
);
--> statement-breakpoint
CREATE TABLE "trade_licence_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_licence_documents_kind_check" CHECK ("trade_licence_documents"."kind" IN ('identityDocument', 'ownershipDocument', 'sitePhoto'))
);
--> statement-breakpoint
CREATE TABLE "trade_licence_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_licence_applications" ADD CONSTRAINT "trade_licence_applications_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_licence_applications" ADD CONSTRAINT "trade_licence_applications_licence_id_trade_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."trade_licences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_licence_documents" ADD CONSTRAINT "trade_licence_documents_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."trade_licence_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_licence_documents" ADD CONSTRAINT "trade_licence_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_licence_history" ADD CONSTRAINT "trade_licence_history_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."trade_licence_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_licence_history" ADD CONSTRAINT "trade_licence_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_licence_fees_band_idx" ON "trade_licence_fees" USING btree ("category","area_from");--> statement-breakpoint
-- The staff queue: newest first, by status, ward and category; search by words or a number (trigram).
CREATE INDEX "trade_licence_applications_list_idx" ON "trade_licence_applications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trade_licence_applications_status_idx" ON "trade_licence_applications" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trade_licence_applications_ward_idx" ON "trade_licence_applications" USING btree ("ward_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trade_licence_applications_licence_idx" ON "trade_licence_applications" USING btree ("licence_id");--> statement-breakpoint
CREATE INDEX "trade_licence_applications_search_idx" ON "trade_licence_applications" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "trade_licence_documents_application_idx" ON "trade_licence_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "trade_licence_documents_file_idx" ON "trade_licence_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "trade_licence_history_application_idx" ON "trade_licence_history" USING btree ("application_id","at");--> statement-breakpoint
-- The dashboard's licences expiring soon.
CREATE INDEX "trade_licences_valid_to_idx" ON "trade_licences" USING btree ("valid_to") WHERE "status" = 'active';
