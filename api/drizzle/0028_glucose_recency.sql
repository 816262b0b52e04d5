CREATE TABLE "clinic_glucose_recency" (
	"clinic_id" uuid PRIMARY KEY NOT NULL,
	"no_data_hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glucose_gap_mails" (
	"account_id" uuid NOT NULL,
	"gap_start" timestamp with time zone NOT NULL,
	"outbox_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "glucose_gap_mails_pk" PRIMARY KEY("account_id","gap_start")
);
--> statement-breakpoint
ALTER TABLE "patient_list_rows" ADD COLUMN "glucose_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patient_list_rows" ADD COLUMN "reconnect_needed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_glucose_recency" ADD CONSTRAINT "clinic_glucose_recency_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glucose_gap_mails" ADD CONSTRAINT "glucose_gap_mails_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glucose_gap_mails" ADD CONSTRAINT "glucose_gap_mails_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A link marked for reconnection (revoked, expired) or reconnected changes the list's reason: its
-- row is marked dirty like a change of state (the trigger of migration 0019 watched the state only).
DROP TRIGGER IF EXISTS "patient_list_dexcom_update" ON "dexcom_links";--> statement-breakpoint
CREATE TRIGGER "patient_list_dexcom_update" AFTER UPDATE ON "dexcom_links"
FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.account_id IS DISTINCT FROM NEW.account_id
  OR OLD.needs_reconnect IS DISTINCT FROM NEW.needs_reconnect OR OLD.consent_at IS DISTINCT FROM NEW.consent_at)
EXECUTE FUNCTION dcp_list_patient_of('account_id');
--> statement-breakpoint
-- Existing rows of linked patients learn their newest reading before the next list is read.
UPDATE "patient_list_rows" r SET "dirty" = true, "changed_seq" = nextval('patient_list_seq')
WHERE EXISTS (SELECT 1 FROM "dexcom_links" l WHERE l.account_id = r.patient_account_id AND l.state = 'connected');
