ALTER TABLE "survey_instances" ADD COLUMN "phq9" integer;--> statement-breakpoint
ALTER TABLE "survey_instances" ADD COLUMN "phq9_item9" integer;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "emergency_number" text DEFAULT '112' NOT NULL;