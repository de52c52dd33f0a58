-- The receipt's tracking secret: every complaint gets one, existing ones included (a volatile default is computed
-- for each row as the column is added). gen_random_uuid() draws from the server's strong random source (PostgreSQL
-- 13+, PGlite too); two of them, dashes removed, are 64 hex digits with 244 random bits.
ALTER TABLE "complaints" ADD COLUMN "tracking_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;
