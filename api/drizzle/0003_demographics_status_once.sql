-- Demographics status stored once: each demographics entry becomes (or already is) a survey instance of
-- the demographics survey for its account's role, with the same id; the instance's status is the one
-- source of truth from now on. An instance that already exists keeps its own status (it is what the
-- patient actually answered; the entry only mirrored it).
INSERT INTO "survey_instances" ("id", "survey_id", "respondent_account_id", "status", "created_at", "updated_at")
SELECT d."id",
       CASE WHEN a."role" = 'doctor' THEN 'demographics-doctor-v1' ELSE 'demographics-patient-v1' END,
       d."account_id", d."status", d."created_at", d."created_at"
FROM "demographics" d
JOIN "accounts" a ON a."id" = d."account_id"
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
DROP TABLE "demographics" CASCADE;
