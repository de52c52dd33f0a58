ALTER TABLE "abouts" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "abouts" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "department_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery" ADD COLUMN "title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "grievance_types" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "latest_news" ADD COLUMN "title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "latest_news" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "office_orders" ADD COLUMN "title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "office_orders" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "office_orders" ADD COLUMN "department_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "officials" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "officials" ADD COLUMN "post_remarks_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "press_releases" ADD COLUMN "title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "press_releases" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "press_releases" ADD COLUMN "release_news_paper_name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "tender_title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "tender_description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "document_2_title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "document_3_title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "document_4_title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "document_5_title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wards" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "circulars_title_hi_trgm_idx" ON "circulars" USING gin ("title_hi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "circulars_description_hi_trgm_idx" ON "circulars" USING gin ("description_hi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "latest_news_title_hi_trgm_idx" ON "latest_news" USING gin ("title_hi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "latest_news_description_hi_trgm_idx" ON "latest_news" USING gin ("description_hi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notices_title_hi_trgm_idx" ON "notices" USING gin ("title_hi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notices_description_hi_trgm_idx" ON "notices" USING gin ("description_hi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "office_orders_title_hi_trgm_idx" ON "office_orders" USING gin ("title_hi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "office_orders_description_hi_trgm_idx" ON "office_orders" USING gin ("description_hi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_title_hi_trgm_idx" ON "tenders" USING gin ("tender_title_hi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_description_hi_trgm_idx" ON "tenders" USING gin ("tender_description_hi" gin_trgm_ops);