-- Name search as people type (issue 28 point 5): a name folded to lower case without accents, and
-- every prefix of every word of it, kept in accounts.search_prefixes (GENERATED) under a GIN index.
-- Plain SQL functions (translate, lower, regexp): no extension (unaccent, pg_trgm) that PGlite or a
-- managed PostgreSQL might lack, and IMMUTABLE, as a generated column needs. lower() folds letters
-- beyond these Latin ones as the database's locale does. SQL-standard bodies (RETURN, PostgreSQL 14+)
-- are bound when created, so they never depend on the search_path of whoever writes a row (a restore).
CREATE FUNCTION dcp_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(translate(t, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžØøĐđŁłĦħı', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZzOoDdLlHhi'));--> statement-breakpoint
-- The words of a typed search: split at spaces and punctuation ("garcía-l" → garcia, l).
CREATE FUNCTION dcp_search_words(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN (SELECT COALESCE(array_agg(DISTINCT w), '{}')
    FROM regexp_split_to_table(dcp_fold(t), '[[:space:][:punct:]]+') AS w WHERE w <> '');--> statement-breakpoint
-- Every prefix of every word of a name: its words as a search splits them, and each space-separated
-- word also without its punctuation ("O'Brien" is found by "o b", "bri" and "obrien").
CREATE FUNCTION dcp_name_prefixes(first_name text, last_name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (SELECT COALESCE(array_agg(DISTINCT left(w, n)), '{}')
    FROM (
      SELECT unnest(dcp_search_words(COALESCE(first_name, '') || ' ' || COALESCE(last_name, ''))) AS w
      UNION
      SELECT regexp_replace(x, '[[:punct:]]+', '', 'g')
      FROM regexp_split_to_table(dcp_fold(COALESCE(first_name, '') || ' ' || COALESCE(last_name, '')), '[[:space:]]+') AS x
    ) words, generate_series(1, length(w)) AS n
    WHERE w <> '');--> statement-breakpoint
CREATE TABLE "review_digests" (
	"doctor_account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"awaiting" integer NOT NULL,
	CONSTRAINT "review_digests_pk" PRIMARY KEY("doctor_account_id","day")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "arrival" text DEFAULT 'INVITATION' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "review_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "search_prefixes" text[] GENERATED ALWAYS AS (dcp_name_prefixes(first_name, last_name)) STORED;--> statement-breakpoint
ALTER TABLE "review_digests" ADD CONSTRAINT "review_digests_doctor_account_id_accounts_id_fk" FOREIGN KEY ("doctor_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_search_prefixes_idx" ON "accounts" USING gin ("search_prefixes");;--> statement-breakpoint
-- How the existing patients arrived, as far as the accounts tell: restricted users came by a sign-up
-- link (anonymous when the link asked for a date of birth), one-time patients by a one-time link.
UPDATE "accounts" SET "arrival" = CASE WHEN "birth_date" IS NULL THEN 'SIGN_UP_LINK' ELSE 'ANONYMOUS_LINK' END
WHERE "role" = 'patient' AND "is_restricted_user";--> statement-breakpoint
UPDATE "accounts" SET "arrival" = 'ONE_TIME_LINK' WHERE "role" = 'patient' AND "is_single_survey_patient";
