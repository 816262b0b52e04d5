CREATE TABLE "glucose_target_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"from_set" text NOT NULL,
	"to_set" text NOT NULL,
	"changed_by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "glucose_target_changes" ADD CONSTRAINT "glucose_target_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glucose_target_changes" ADD CONSTRAINT "glucose_target_changes_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "glucose_target_changes_account_idx" ON "glucose_target_changes" USING btree ("account_id","at");