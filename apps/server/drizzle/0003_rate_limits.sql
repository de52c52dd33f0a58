CREATE TABLE "rate_limits" (
	"purpose" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	"refused" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rate_limits_purpose_key_pk" PRIMARY KEY("purpose","key")
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");