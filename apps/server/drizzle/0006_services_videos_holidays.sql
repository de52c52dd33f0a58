CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"occasion" text NOT NULL,
	"occasion_hi" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_hi" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"summary" text NOT NULL,
	"summary_hi" text DEFAULT '' NOT NULL,
	"eligibility" text DEFAULT '' NOT NULL,
	"eligibility_hi" text DEFAULT '' NOT NULL,
	"documents" text DEFAULT '' NOT NULL,
	"documents_hi" text DEFAULT '' NOT NULL,
	"fee" text DEFAULT '' NOT NULL,
	"fee_hi" text DEFAULT '' NOT NULL,
	"time_limit" text DEFAULT '' NOT NULL,
	"time_limit_hi" text DEFAULT '' NOT NULL,
	"office" text NOT NULL,
	"office_hi" text DEFAULT '' NOT NULL,
	"hours" text NOT NULL,
	"hours_hi" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"online_link" text,
	"form_id" uuid,
	"reviewed_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_hi" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_hi" text DEFAULT '' NOT NULL,
	"youtube_id" text,
	"poster_id" uuid,
	"video_id" uuid,
	"captions_id" uuid,
	"captions_lang" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_form_id_files_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_poster_id_files_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_video_id_files_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_captions_id_files_id_fk" FOREIGN KEY ("captions_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holidays_date_idx" ON "holidays" USING btree ("date");