-- Issue 36 point 6: a patient's diabetes type in the list is the newest questionnaire for a diabetes
-- type (a check-in), no longer the newest questionnaire of any kind: a PHQ-9 offered after a Type 1
-- check-in has no type and turned link patients (who have no type of their own) into "None". The rule
-- lives in code (api/src/people/patient-list-rows.ts); every stored row is marked dirty with a new
-- changed_seq, so each is recomputed by it before its clinic's list is next read and cached pages go.
UPDATE "patient_list_rows" SET "dirty" = true, "changed_seq" = nextval('patient_list_seq');
