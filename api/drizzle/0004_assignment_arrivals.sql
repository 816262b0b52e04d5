CREATE TABLE "arrival_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"survey_instance_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "arrival_tokens_token_hash_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "patient_doctors" (
	"patient_account_id" uuid NOT NULL,
	"doctor_account_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_doctors_pk" PRIMARY KEY("patient_account_id","doctor_account_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "doc_ref_token" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "allow_anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "last_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "support_contact_en" text;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "support_contact_es" text;--> statement-breakpoint
ALTER TABLE "arrival_tokens" ADD CONSTRAINT "arrival_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_doctors" ADD CONSTRAINT "patient_doctors_patient_account_id_accounts_id_fk" FOREIGN KEY ("patient_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_doctors" ADD CONSTRAINT "patient_doctors_doctor_account_id_accounts_id_fk" FOREIGN KEY ("doctor_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arrival_tokens_account_idx" ON "arrival_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "patient_doctors_doctor_idx" ON "patient_doctors" USING btree ("doctor_account_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_doc_ref_token_uq" UNIQUE("doc_ref_token");--> statement-breakpoint
-- Existing patients are assigned to every doctor who has assigned them a questionnaire.
INSERT INTO "patient_doctors" ("patient_account_id", "doctor_account_id", "assigned_at")
SELECT i."respondent_account_id", i."doctor_account_id", min(i."created_at")
FROM "survey_instances" i
JOIN "accounts" p ON p."id" = i."respondent_account_id" AND p."role" = 'patient'
JOIN "accounts" d ON d."id" = i."doctor_account_id" AND d."role" = 'doctor'
GROUP BY i."respondent_account_id", i."doctor_account_id"
ON CONFLICT DO NOTHING;
