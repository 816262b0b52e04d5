CREATE SEQUENCE "patient_list_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "patient_list_rows" (
	"patient_account_id" uuid PRIMARY KEY NOT NULL,
	"clinic_id" uuid,
	"changed_seq" bigint DEFAULT nextval('patient_list_seq') NOT NULL,
	"dirty" boolean DEFAULT true NOT NULL,
	"computed_day" date,
	"diabetes" text,
	"latest_id" uuid,
	"latest_status" text,
	"open_since" timestamp with time zone,
	"last_completed_at" timestamp with time zone,
	"priority_score" real,
	"main_concern" text,
	"flags" jsonb NOT NULL,
	"review_id" uuid,
	"urgent_item9" integer,
	"has_doctor" boolean DEFAULT false NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"glucose" jsonb,
	"glucose_rank" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_list_versions" (
	"clinic_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_list_rows" ADD CONSTRAINT "patient_list_rows_patient_account_id_accounts_id_fk" FOREIGN KEY ("patient_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_list_rows" ADD CONSTRAINT "patient_list_rows_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_list_versions" ADD CONSTRAINT "patient_list_versions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_list_rows_clinic_seq_idx" ON "patient_list_rows" USING btree ("clinic_id","changed_seq");--> statement-breakpoint
CREATE INDEX "patient_list_rows_seq_idx" ON "patient_list_rows" USING btree ("changed_seq");--> statement-breakpoint
CREATE INDEX "patient_list_rows_dirty_idx" ON "patient_list_rows" USING btree ("clinic_id") WHERE "patient_list_rows"."dirty";--> statement-breakpoint
CREATE INDEX "patient_list_rows_glucose_day_idx" ON "patient_list_rows" USING btree ("clinic_id","computed_day") WHERE "patient_list_rows"."glucose" IS NOT NULL;--> statement-breakpoint
-- Hand-written (issue 27 point 4): the triggers that keep patient_list_rows honest. Any write to what a
-- row is computed from marks it dirty with a new changed_seq in the writer's own transaction, whichever
-- code path writes (routes, jobs, imports, seeds); the API recomputes dirty rows before it reads a list
-- (api/src/people/patient-list-rows.ts), so a list is never older than the last committed write.
CREATE OR REPLACE FUNCTION dcp_list_touch(pid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE patient_list_rows SET dirty = true, changed_seq = nextval('patient_list_seq')
  WHERE patient_account_id = pid;
  IF NOT FOUND THEN
    INSERT INTO patient_list_rows (patient_account_id, clinic_id, flags)
    SELECT a.id, a.clinic_id, '[]'::jsonb FROM accounts a WHERE a.id = pid AND a.role = 'patient'
    ON CONFLICT (patient_account_id) DO UPDATE SET dirty = true, changed_seq = nextval('patient_list_seq');
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dcp_list_bump_clinic(cid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cid IS NOT NULL THEN
    INSERT INTO patient_list_versions (clinic_id, seq) VALUES (cid, nextval('patient_list_seq'))
    ON CONFLICT (clinic_id) DO UPDATE SET seq = EXCLUDED.seq;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dcp_list_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM dcp_list_bump_clinic(OLD.clinic_id);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD.clinic_id IS DISTINCT FROM NEW.clinic_id OR NEW.role <> 'patient' THEN
      PERFORM dcp_list_bump_clinic(OLD.clinic_id);
      DELETE FROM patient_list_rows WHERE patient_account_id = NEW.id;
    END IF;
  END IF;
  IF NEW.role = 'patient' THEN
    PERFORM dcp_list_touch(NEW.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "patient_list_account_insert" AFTER INSERT ON "accounts"
FOR EACH ROW WHEN (NEW.role = 'patient') EXECUTE FUNCTION dcp_list_account();
--> statement-breakpoint
CREATE TRIGGER "patient_list_account_update" AFTER UPDATE ON "accounts"
FOR EACH ROW WHEN ((OLD.role = 'patient' OR NEW.role = 'patient') AND (
  OLD.email IS DISTINCT FROM NEW.email OR OLD.first_name IS DISTINCT FROM NEW.first_name
  OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.birth_date IS DISTINCT FROM NEW.birth_date
  OR OLD.chronic_conditions IS DISTINCT FROM NEW.chronic_conditions
  OR OLD.diabetes_type IS DISTINCT FROM NEW.diabetes_type
  OR OLD.last_reviewed_at IS DISTINCT FROM NEW.last_reviewed_at OR OLD.arrival IS DISTINCT FROM NEW.arrival
  OR OLD.clinic_id IS DISTINCT FROM NEW.clinic_id OR OLD.role IS DISTINCT FROM NEW.role))
EXECUTE FUNCTION dcp_list_account();
--> statement-breakpoint
CREATE TRIGGER "patient_list_account_delete" AFTER DELETE ON "accounts"
FOR EACH ROW WHEN (OLD.role = 'patient') EXECUTE FUNCTION dcp_list_account();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dcp_list_clinic() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dcp_list_bump_clinic(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "patient_list_clinic_rename" AFTER UPDATE ON "clinics"
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION dcp_list_clinic();
--> statement-breakpoint
-- One function for the tables whose rows name the patient in one column (TG_ARGV[0]).
CREATE OR REPLACE FUNCTION dcp_list_patient_of() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM dcp_list_touch((to_jsonb(OLD) ->> TG_ARGV[0])::uuid);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND (TG_OP = 'INSERT' OR (to_jsonb(OLD) ->> TG_ARGV[0]) IS DISTINCT FROM (to_jsonb(NEW) ->> TG_ARGV[0])) THEN
    PERFORM dcp_list_touch((to_jsonb(NEW) ->> TG_ARGV[0])::uuid);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "patient_list_instance_write" AFTER INSERT OR DELETE ON "survey_instances"
FOR EACH ROW EXECUTE FUNCTION dcp_list_patient_of('respondent_account_id');
--> statement-breakpoint
CREATE TRIGGER "patient_list_instance_update" AFTER UPDATE ON "survey_instances"
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.survey_id IS DISTINCT FROM NEW.survey_id
  OR OLD.respondent_account_id IS DISTINCT FROM NEW.respondent_account_id
  OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.submitted_at IS DISTINCT FROM NEW.submitted_at
  OR OLD.priority_score IS DISTINCT FROM NEW.priority_score OR OLD.main_concern IS DISTINCT FROM NEW.main_concern
  OR OLD.phq2 IS DISTINCT FROM NEW.phq2 OR OLD.phq9_item9 IS DISTINCT FROM NEW.phq9_item9
  OR OLD.scores IS DISTINCT FROM NEW.scores)
EXECUTE FUNCTION dcp_list_patient_of('respondent_account_id');
--> statement-breakpoint
CREATE TRIGGER "patient_list_doctors" AFTER INSERT OR UPDATE OR DELETE ON "patient_doctors"
FOR EACH ROW EXECUTE FUNCTION dcp_list_patient_of('patient_account_id');
--> statement-breakpoint
CREATE TRIGGER "patient_list_reminders" AFTER INSERT OR UPDATE OR DELETE ON "survey_reminders"
FOR EACH ROW EXECUTE FUNCTION dcp_list_patient_of('patient_account_id');
--> statement-breakpoint
CREATE TRIGGER "patient_list_dexcom_write" AFTER INSERT OR DELETE ON "dexcom_links"
FOR EACH ROW EXECUTE FUNCTION dcp_list_patient_of('account_id');
--> statement-breakpoint
CREATE TRIGGER "patient_list_dexcom_update" AFTER UPDATE ON "dexcom_links"
FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.account_id IS DISTINCT FROM NEW.account_id)
EXECUTE FUNCTION dcp_list_patient_of('account_id');
--> statement-breakpoint
-- Only the days the list's window can hold (the 14 whole UTC days before today; one more for a sync
-- running across midnight): a 90-day sync touches the row for its recent days only.
CREATE TRIGGER "patient_list_glucose_days_new" AFTER INSERT OR UPDATE ON "glucose_days"
FOR EACH ROW WHEN (NEW.day >= (now() AT TIME ZONE 'UTC')::date - 15)
EXECUTE FUNCTION dcp_list_patient_of('account_id');
--> statement-breakpoint
CREATE TRIGGER "patient_list_glucose_days_gone" AFTER DELETE ON "glucose_days"
FOR EACH ROW WHEN (OLD.day >= (now() AT TIME ZONE 'UTC')::date - 15)
EXECUTE FUNCTION dcp_list_patient_of('account_id');
--> statement-breakpoint
-- Existing installations: a dirty row per patient, computed before the first list is read.
INSERT INTO "patient_list_rows" ("patient_account_id", "clinic_id", "flags")
SELECT "id", "clinic_id", '[]'::jsonb FROM "accounts" WHERE "role" = 'patient';
