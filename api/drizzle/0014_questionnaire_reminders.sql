-- Questionnaire reminders (issue 25 point 1): a clinic's delays per questionnaire, the reminders sent
-- (the primary key (instance, number) is what keeps one from going twice, whichever process sends it)
-- and the patients who stopped them from an e-mail's link.
CREATE TABLE "reminder_opt_outs" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"clinic_id" uuid NOT NULL,
	"survey_id" text NOT NULL,
	"first_days" integer NOT NULL,
	"second_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_pk" PRIMARY KEY("clinic_id","survey_id")
);
--> statement-breakpoint
CREATE TABLE "survey_reminders" (
	"instance_id" uuid NOT NULL,
	"number" smallint NOT NULL,
	"patient_account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "survey_reminders_pk" PRIMARY KEY("instance_id","number")
);
--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_reminders" ADD CONSTRAINT "survey_reminders_instance_id_survey_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "survey_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_reminders" ADD CONSTRAINT "survey_reminders_patient_account_id_accounts_id_fk" FOREIGN KEY ("patient_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_reminders_patient_idx" ON "survey_reminders" USING btree ("patient_account_id","sent_at" DESC NULLS LAST);
