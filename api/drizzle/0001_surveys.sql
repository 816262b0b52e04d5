CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" text NOT NULL,
	"respondent_account_id" uuid NOT NULL,
	"doctor_account_id" uuid,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"stage" text DEFAULT 'FIRST_WAVE' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scores" jsonb,
	"main_areas_of_focus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priority_score" real,
	"main_concern" text,
	"phq2" integer,
	"recommendations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"conclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_instances" ADD CONSTRAINT "survey_instances_respondent_account_id_accounts_id_fk" FOREIGN KEY ("respondent_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_instances" ADD CONSTRAINT "survey_instances_doctor_account_id_accounts_id_fk" FOREIGN KEY ("doctor_account_id") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_account_idx" ON "notes" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "survey_instances_respondent_idx" ON "survey_instances" USING btree ("respondent_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "survey_instances_export_idx" ON "survey_instances" USING btree ("created_at","id");
