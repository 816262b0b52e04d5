CREATE TABLE "clinic_second_factor" (
	"clinic_id" uuid PRIMARY KEY NOT NULL,
	"doctors_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinic_second_factor" ADD CONSTRAINT "clinic_second_factor_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE cascade ON UPDATE no action;