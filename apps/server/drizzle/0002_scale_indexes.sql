DROP INDEX "circulars_order_idx";--> statement-breakpoint
DROP INDEX "complaints_status_idx";--> statement-breakpoint
DROP INDEX "complaints_ward_idx";--> statement-breakpoint
DROP INDEX "notices_order_idx";--> statement-breakpoint
DROP INDEX "office_orders_order_idx";--> statement-breakpoint
DROP INDEX "press_releases_order_idx";--> statement-breakpoint
DROP INDEX "tenders_order_idx";--> statement-breakpoint
CREATE INDEX "circulars_title_trgm_idx" ON "circulars" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "circulars_description_trgm_idx" ON "circulars" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaints_entry_idx" ON "complaints" USING btree ("entry_date","id");--> statement-breakpoint
CREATE INDEX "complaints_type_idx" ON "complaints" USING btree ("grievance_type","entry_date","id");--> statement-breakpoint
CREATE INDEX "complaints_queue_open_idx" ON "complaints" USING btree ("entry_date","id") WHERE status in ('Open', 'Pending', 'In Progress');--> statement-breakpoint
CREATE INDEX "complaints_queue_closed_idx" ON "complaints" USING btree ("entry_date" DESC NULLS FIRST,"id") WHERE status not in ('Open', 'Pending', 'In Progress');--> statement-breakpoint
CREATE INDEX "complaints_no_trgm_idx" ON "complaints" USING gin ("complaint_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "latest_news_order_idx" ON "latest_news" USING btree ("created_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "latest_news_title_trgm_idx" ON "latest_news" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "latest_news_description_trgm_idx" ON "latest_news" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notices_title_trgm_idx" ON "notices" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notices_description_trgm_idx" ON "notices" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "office_orders_title_trgm_idx" ON "office_orders" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "office_orders_description_trgm_idx" ON "office_orders" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_title_trgm_idx" ON "tenders" USING gin ("tender_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_description_trgm_idx" ON "tenders" USING gin ("tender_description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_no_trgm_idx" ON "tenders" USING gin ("tender_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "circulars_order_idx" ON "circulars" USING btree ("issue_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","entry_date","id");--> statement-breakpoint
CREATE INDEX "complaints_ward_idx" ON "complaints" USING btree ("ward","entry_date","id");--> statement-breakpoint
CREATE INDEX "notices_order_idx" ON "notices" USING btree ("issue_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "office_orders_order_idx" ON "office_orders" USING btree ("issue_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "press_releases_order_idx" ON "press_releases" USING btree ("release_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tenders_order_idx" ON "tenders" USING btree ("publish_date" DESC NULLS LAST,"id" DESC NULLS FIRST);