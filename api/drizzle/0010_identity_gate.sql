CREATE TABLE "identity_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"pool" text NOT NULL,
	"sub" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_locks" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "temporary_passwords" (
	"pool" text NOT NULL,
	"sub" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "temporary_passwords_pk" PRIMARY KEY("pool","sub")
);
--> statement-breakpoint
CREATE INDEX "identity_challenges_expires_idx" ON "identity_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_locks_window_idx" ON "sign_in_locks" USING btree ("window_start");