-- Issue 27, Find my ward: the town's localities (a master list: name in both languages, its ward, an optional
-- pincode), and the ward of an official (a Ward Parshad's ward, an officer's). A ward with localities is merged into
-- another, not deleted (restrict); an official of a deleted ward keeps no ward (set null).
CREATE TABLE "localities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"ward_id" integer NOT NULL,
	"pincode" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "localities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "localities_ward_idx" ON "localities" USING btree ("ward_id");--> statement-breakpoint
CREATE INDEX "localities_pincode_idx" ON "localities" USING btree ("pincode");--> statement-breakpoint
ALTER TABLE "officials" ADD COLUMN "ward_id" integer;--> statement-breakpoint
ALTER TABLE "officials" ADD CONSTRAINT "officials_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "officials_ward_idx" ON "officials" USING btree ("ward_id");
