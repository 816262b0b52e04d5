CREATE TABLE "dexcom_links" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'none' NOT NULL,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"access_expires_at" timestamp with time zone,
	"consent_at" timestamp with time zone,
	"consent_version" text,
	"last_sync_at" timestamp with time zone,
	"reason" text,
	"needs_reconnect" boolean DEFAULT false NOT NULL,
	"validated" boolean DEFAULT false NOT NULL,
	"validated_at" timestamp with time zone,
	"sync_lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dexcom_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"return_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "glucose_readings" (
	"account_id" uuid NOT NULL,
	"system_time" timestamp with time zone NOT NULL,
	"display_time" text NOT NULL,
	"record_id" text NOT NULL,
	"value" integer,
	"status" text,
	"trend" text,
	"trend_rate" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "glucose_readings_pk" PRIMARY KEY("account_id","system_time")
);
--> statement-breakpoint
ALTER TABLE "dexcom_links" ADD CONSTRAINT "dexcom_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dexcom_oauth_states" ADD CONSTRAINT "dexcom_oauth_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glucose_readings" ADD CONSTRAINT "glucose_readings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dexcom_oauth_states_account_idx" ON "dexcom_oauth_states" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "glucose_readings_record_uq" ON "glucose_readings" USING btree ("account_id","record_id");