-- Issue 36 point 15: each reminder keeps the outbox row of its e-mail, so the clinic admin's list says
-- whether it was sent, is waiting or failed. Reminders written before have none (their delivery is unknown).
ALTER TABLE "survey_reminders" ADD COLUMN "outbox_id" uuid;--> statement-breakpoint
ALTER TABLE "survey_reminders" ADD CONSTRAINT "survey_reminders_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "mail_outbox"("id") ON DELETE set null ON UPDATE no action;
