ALTER TABLE "circulars" ADD COLUMN "search_title" text GENERATED ALWAYS AS (lower(coalesce("title", '') || E'\x1f' || coalesce("title_hi", ''))) STORED;--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("description", '') || E'\x1f' || coalesce("description_hi", ''))) STORED;--> statement-breakpoint
ALTER TABLE "latest_news" ADD COLUMN "search_title" text GENERATED ALWAYS AS (lower(coalesce("title", '') || E'\x1f' || coalesce("title_hi", ''))) STORED;--> statement-breakpoint
ALTER TABLE "latest_news" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("description", '') || E'\x1f' || coalesce("description_hi", ''))) STORED;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "search_title" text GENERATED ALWAYS AS (lower(coalesce("title", '') || E'\x1f' || coalesce("title_hi", ''))) STORED;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("description", '') || E'\x1f' || coalesce("description_hi", ''))) STORED;--> statement-breakpoint
ALTER TABLE "office_orders" ADD COLUMN "search_title" text GENERATED ALWAYS AS (lower(coalesce("title", '') || E'\x1f' || coalesce("title_hi", ''))) STORED;--> statement-breakpoint
ALTER TABLE "office_orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("description", '') || E'\x1f' || coalesce("description_hi", ''))) STORED;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_title" text GENERATED ALWAYS AS (lower(coalesce("title", '') || E'\x1f' || coalesce("title_hi", ''))) STORED;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("summary", '') || E'\x1f' || coalesce("summary_hi", ''))) STORED;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "search_title" text GENERATED ALWAYS AS (lower(coalesce("tender_title", '') || E'\x1f' || coalesce("tender_title_hi", '') || E'\x1f' || coalesce("tender_no", ''))) STORED;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("tender_description", '') || E'\x1f' || coalesce("tender_description_hi", ''))) STORED;--> statement-breakpoint
CREATE INDEX "circulars_search_title_trgm_idx" ON "circulars" USING gin ("search_title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "circulars_search_text_trgm_idx" ON "circulars" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "latest_news_search_title_trgm_idx" ON "latest_news" USING gin ("search_title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "latest_news_search_text_trgm_idx" ON "latest_news" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "notices_search_title_trgm_idx" ON "notices" USING gin ("search_title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "notices_search_text_trgm_idx" ON "notices" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "office_orders_search_title_trgm_idx" ON "office_orders" USING gin ("search_title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "office_orders_search_text_trgm_idx" ON "office_orders" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tenders_search_title_trgm_idx" ON "tenders" USING gin ("search_title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tenders_search_text_trgm_idx" ON "tenders" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);