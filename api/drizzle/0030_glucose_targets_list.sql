-- Hand-written (issue 42 point 1): the patient list judges a patient's glucose by their target set
-- (glucose_target_changes' newest), so a change of set marks their list row dirty with a new
-- changed_seq in the writer's own transaction, like every other input of the row (migration 0019's
-- dcp_list_patient_of): the list version moves and no kept page is served stale.
CREATE TRIGGER "patient_list_glucose_targets" AFTER INSERT OR UPDATE OR DELETE ON "glucose_target_changes"
FOR EACH ROW EXECUTE FUNCTION dcp_list_patient_of('account_id');
--> statement-breakpoint
-- Existing rows with glucose learn the set they were judged by (PatientGlucose.targets) before the next list.
UPDATE "patient_list_rows" SET "dirty" = true, "changed_seq" = nextval('patient_list_seq')
WHERE "glucose" IS NOT NULL;
