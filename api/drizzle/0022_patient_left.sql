ALTER TABLE "accounts" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "left_reason" text;