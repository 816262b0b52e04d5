ALTER TABLE "audit_log" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject_account_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "clinic_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "chain_index" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_clinic_idx" ON "audit_log" USING btree ("clinic_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_account_id","at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_chain_uq" UNIQUE("chain_index");--> statement-breakpoint
-- Rows written before: whose data and which clinic, from their target and actor.
UPDATE "audit_log" SET "subject_account_id" = CAST(substr("target", 9) AS uuid)
WHERE "target" ~ '^account:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
--> statement-breakpoint
UPDATE "audit_log" a SET "subject_account_id" = i."respondent_account_id"
FROM "survey_instances" i WHERE a."target" = 'survey-instance:' || i."id"::text;
--> statement-breakpoint
UPDATE "audit_log" a SET "clinic_id" = coalesce(
  (SELECT s."clinic_id" FROM "accounts" s WHERE s."id" = a."subject_account_id"),
  (SELECT k."id" FROM "clinics" k WHERE a."target" = 'clinic:' || k."id"::text),
  (SELECT c."clinic_id" FROM "accounts" c WHERE c."id" = a."actor_account_id"));
