CREATE TABLE "audit_heads" (
	"chain_index" bigint PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written (issue 38 point 3): the one way the API's role writes audit_heads. The function runs as
-- its owner (the migrating role), reads the true head from audit_log and appends it: the caller gives
-- nothing, so it can publish but never choose, change or remove a head (api/src/db/roles.ts grants it
-- EXECUTE and no write on the table). Its search path is pinned to this schema with pg_temp last, so
-- a temporary table of the caller's cannot stand in for audit_log.
DO $migration$
BEGIN
  EXECUTE format($fn$
    CREATE OR REPLACE FUNCTION %1$I.publish_audit_head()
    RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = %1$I, pg_temp AS $body$
    BEGIN
      INSERT INTO audit_heads (chain_index, hash)
      SELECT l.chain_index, l.hash FROM audit_log l
       WHERE l.chain_index IS NOT NULL ORDER BY l.chain_index DESC LIMIT 1
      ON CONFLICT (chain_index) DO NOTHING;
    END;
    $body$
  $fn$, current_schema());
  EXECUTE format('REVOKE ALL ON FUNCTION %I.publish_audit_head() FROM PUBLIC', current_schema());
END;
$migration$;
