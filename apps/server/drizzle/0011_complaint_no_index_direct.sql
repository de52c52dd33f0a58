-- Complaint numbers go straight into their trigram index (no pending list that only a VACUUM merges: the embedded database has no autovacuum).
DROP INDEX "complaints_no_trgm_idx";--> statement-breakpoint
CREATE INDEX "complaints_no_trgm_idx" ON "complaints" USING gin ("complaint_no" gin_trgm_ops) WITH (fastupdate=false);