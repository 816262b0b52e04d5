ALTER TABLE "accounts" ADD COLUMN "glucose_unit" text;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "glucose_unit" text DEFAULT 'mg/dL' NOT NULL;--> statement-breakpoint
-- UK clinics read glucose in mmol/L; the others keep mg/dL until their admin chooses (docs/decisions.md).
UPDATE "clinics" SET "glucose_unit" = 'mmol/L' WHERE "locale" = 'en-GB';
