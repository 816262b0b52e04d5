CREATE TABLE "clinic_erasure_settings" (
	"clinic_id" uuid PRIMARY KEY NOT NULL,
	"retention_years" integer NOT NULL,
	"two_person" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_account_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_approver_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reason" text,
	"erased_at" timestamp with time zone,
	"keep_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "clinic_erasure_settings" ADD CONSTRAINT "clinic_erasure_settings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_patient_account_id_accounts_id_fk" FOREIGN KEY ("patient_account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_pending_uq" ON "erasure_requests" USING btree ("patient_account_id") WHERE "erasure_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "erasure_requests_patient_idx" ON "erasure_requests" USING btree ("patient_account_id");--> statement-breakpoint
CREATE INDEX "erasure_requests_keep_idx" ON "erasure_requests" USING btree ("keep_until") WHERE "erasure_requests"."erased_at" IS NOT NULL;