CREATE TABLE "glucose_days" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"local_date" text NOT NULL,
	"readings" integer NOT NULL,
	"very_low" integer NOT NULL,
	"low" integer NOT NULL,
	"target" integer NOT NULL,
	"high" integer NOT NULL,
	"very_high" integer NOT NULL,
	"valued" integer NOT NULL,
	"value_sum" bigint NOT NULL,
	"value_squares" bigint NOT NULL,
	"value_min" integer,
	"value_max" integer,
	"hist" jsonb NOT NULL,
	CONSTRAINT "glucose_days_pk" PRIMARY KEY("account_id","day","local_date")
);
--> statement-breakpoint
ALTER TABLE "glucose_days" ADD CONSTRAINT "glucose_days_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The patient list sums 14 days of counts per linked patient: a covering index lets PostgreSQL read
-- them from the index alone, never the rows and their histograms (declared here: drizzle's index
-- builder has no INCLUDE; schema-dexcom.ts says so).
CREATE INDEX "glucose_days_totals_idx" ON "glucose_days" USING btree ("account_id", "day")
  INCLUDE ("readings", "very_low", "low", "target", "high", "very_high", "valued", "value_sum", "value_squares");--> statement-breakpoint
-- Back-fill: the aggregates of the readings already stored (api/src/dexcom/days.ts's daySelect, per
-- account). Idempotent: a day already there is left as it is.
INSERT INTO "glucose_days" ("account_id", "day", "local_date", "readings", "very_low", "low", "target", "high",
  "very_high", "valued", "value_sum", "value_squares", "value_min", "value_max", "hist")
WITH r AS (
  SELECT account_id, (system_time AT TIME ZONE 'UTC')::date AS day, left(display_time, 10) AS local_date,
    (substr(display_time, 12, 2)::int * 60 + substr(display_time, 15, 2)::int) / 15 AS slot, value,
    COALESCE(value, CASE status WHEN 'low' THEN 39 WHEN 'high' THEN 401 END) AS banded,
    COALESCE(value, CASE status WHEN 'low' THEN 40 WHEN 'high' THEN 400 END) AS plotted
  FROM glucose_readings
), totals AS (
  SELECT account_id, day, local_date, count(*)::int AS readings,
    count(*) FILTER (WHERE banded < 54)::int AS very_low,
    count(*) FILTER (WHERE banded >= 54 AND banded < 70)::int AS low,
    count(*) FILTER (WHERE banded >= 70 AND banded <= 180)::int AS target,
    count(*) FILTER (WHERE banded > 180 AND banded <= 250)::int AS high,
    count(*) FILTER (WHERE banded > 250)::int AS very_high,
    count(value)::int AS valued, COALESCE(sum(value), 0)::bigint AS value_sum,
    COALESCE(sum(value::bigint * value), 0)::bigint AS value_squares,
    min(value) AS value_min, max(value) AS value_max
  FROM r GROUP BY account_id, day, local_date
), slots AS (
  SELECT account_id, day, local_date, slot, plotted, count(*)::int AS n
  FROM r WHERE plotted IS NOT NULL GROUP BY account_id, day, local_date, slot, plotted
), h AS (
  SELECT account_id, day, local_date, jsonb_agg(jsonb_build_array(slot, plotted, n) ORDER BY slot, plotted) AS hist
  FROM slots GROUP BY account_id, day, local_date
)
SELECT totals.*, COALESCE(h.hist, '[]'::jsonb) FROM totals LEFT JOIN h USING (account_id, day, local_date)
ON CONFLICT DO NOTHING;
