-- Issue 28: assignment, escalation and notices. Each complaint is assigned to a named officer (routing rules: a
-- ward and grievance type, or the ward's default, to an officer); past its due date it escalates a level at a time
-- to the escalation officers (per ward, or for every ward up to the executive officer). Notices to citizens and
-- staff are rows of an outbox written in the same transaction as the change they tell of, delivered once by a
-- worker (a lease per row, taken with FOR UPDATE SKIP LOCKED), each with its idempotency key.
ALTER TABLE "complaints" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "escalation_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_language_check" CHECK ("language" IN ('en', 'hi'));--> statement-breakpoint
CREATE INDEX "complaints_assigned_idx" ON "complaints" USING btree ("assigned_to","entry_date","id") WHERE "assigned_to" is not null;--> statement-breakpoint
ALTER TABLE "complaint_actions" ADD COLUMN "event" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_actions" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "complaint_actions" ADD CONSTRAINT "complaint_actions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "routing_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"ward_id" integer NOT NULL,
	"grievance_type_id" integer,
	"officer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_grievance_type_id_grievance_types_id_fk" FOREIGN KEY ("grievance_type_id") REFERENCES "public"."grievance_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_officer_id_users_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "routing_rules_key_idx" ON "routing_rules" USING btree ("ward_id",coalesce("grievance_type_id", 0));--> statement-breakpoint
CREATE TABLE "escalation_officers" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"ward_id" integer,
	"officer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escalation_officers_level_check" CHECK ("level" BETWEEN 1 AND 3)
);--> statement-breakpoint
ALTER TABLE "escalation_officers" ADD CONSTRAINT "escalation_officers_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_officers" ADD CONSTRAINT "escalation_officers_officer_id_users_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "escalation_officers_key_idx" ON "escalation_officers" USING btree ("level",coalesce("ward_id", 0));--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"event" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"template_id" text DEFAULT '' NOT NULL,
	"complaint_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_key_unique" UNIQUE("key"),
	CONSTRAINT "outbox_channel_check" CHECK ("channel" IN ('email', 'sms')),
	CONSTRAINT "outbox_status_check" CHECK ("status" IN ('pending', 'sent', 'failed'))
);--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_list_idx" ON "outbox" USING btree ("status","created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "outbox_complaint_idx" ON "outbox" USING btree ("complaint_id");
