ALTER TABLE "accounts" DROP CONSTRAINT "accounts_pool_email_uq";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "link_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_pool_email_uq" ON "accounts" USING btree ("pool","email") WHERE "accounts"."is_restricted_user" = false and "accounts"."link_only" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_pool_email_clinic_uq" ON "accounts" USING btree ("pool","email","clinic_id") WHERE "accounts"."is_restricted_user" = false;