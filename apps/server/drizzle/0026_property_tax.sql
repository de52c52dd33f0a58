-- Issue 27, property tax dues: the demand register the revenue section imports as CSV (one row per assessment
-- number; amounts in paise; of the owner's mobile only the last four digits, which open the owner's name and
-- address to a citizen who types them), and the history of its imports (who, when, which file, how many rows).
CREATE TABLE "property_tax" (
	"assessment_no" text PRIMARY KEY NOT NULL,
	"ward_id" integer NOT NULL,
	"owner_name" text NOT NULL,
	"address" text NOT NULL,
	"annual_rental_value" bigint NOT NULL,
	"arrears" bigint NOT NULL,
	"current_demand" bigint NOT NULL,
	"amount_paid" bigint NOT NULL,
	"due_date" date NOT NULL,
	"mobile_last4" text DEFAULT '' NOT NULL,
	"import_id" integer,
	CONSTRAINT "property_tax_amounts_check" CHECK ("property_tax"."annual_rental_value" >= 0 AND "property_tax"."arrears" >= 0 AND "property_tax"."current_demand" >= 0 AND "property_tax"."amount_paid" >= 0),
	CONSTRAINT "property_tax_mobile_last4_check" CHECK ("property_tax"."mobile_last4" ~ '^([0-9]{4})?$')
);
--> statement-breakpoint
CREATE TABLE "property_tax_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"mode" text NOT NULL,
	"rows" integer NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_tax_imports_mode_check" CHECK ("property_tax_imports"."mode" IN ('replace', 'merge'))
);
--> statement-breakpoint
ALTER TABLE "property_tax" ADD CONSTRAINT "property_tax_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_tax_imports" ADD CONSTRAINT "property_tax_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_tax_ward_idx" ON "property_tax" USING btree ("ward_id");--> statement-breakpoint
CREATE INDEX "property_tax_imports_list_idx" ON "property_tax_imports" USING btree ("imported_at" DESC NULLS LAST,"id" DESC NULLS LAST);
