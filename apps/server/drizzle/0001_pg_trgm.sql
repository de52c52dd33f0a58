-- Trigram indexes for search (ilike '%…%'). PGlite loads the extension (db/client.ts); on PostgreSQL 13+
-- pg_trgm is a trusted extension that the database owner may create without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
