-- A stored file's bytes move into pieces of 256 KB (FILE_CHUNK_BYTES in schema.ts): a download reads at most one piece
-- per query, answers 304 and Range requests from the record alone, and stops reading when the client goes.
CREATE TABLE "file_chunks" (
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Kept uncompressed (pictures, videos and PDFs hardly compress): a stream reads 64 KB of a piece and PostgreSQL
-- fetches only those bytes.
ALTER TABLE "file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- Every stored file, piece by piece (a file of 0 bytes gets none).
INSERT INTO "file_chunks" ("file_id", "seq", "data")
SELECT "f"."id", "g"."seq", substring("f"."data" FROM "g"."seq" * 262144 + 1 FOR 262144)
FROM "files" AS "f", generate_series(0, (length("f"."data") + 262143) / 262144 - 1) AS "g"("seq");
--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "data";
--> statement-breakpoint
-- Direction controls (U+202A–U+202E, U+2066–U+2069, LRM, RLM, ALM) leave stored file names, as safeFileName now drops them.
UPDATE "files" SET "name" = regexp_replace("name", '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g')
WHERE "name" ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]';
