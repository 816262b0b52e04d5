-- Hand-written (issue 23 point 6): the audit trail is insert-only for everyone who is not a database
-- superuser. A trigger refuses UPDATE, DELETE and TRUNCATE on audit_log; the one update allowed fills
-- the chain columns of a row that has none yet (rows written before the keyed chain, sealed once by
-- the API at its next start: api/src/audit/chain.ts sealLegacyRows). A later migration that must
-- change audit_log drops and recreates these triggers around its change.

-- Rows chained with the unkeyed algorithm are chained again with the installation's HMAC key.
UPDATE "audit_log" SET "chain_index" = NULL, "prev_hash" = NULL, "hash" = NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_insert_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.chain_index IS NULL AND OLD.hash IS NULL
       AND NEW.id = OLD.id AND NEW.seq = OLD.seq AND NEW.at = OLD.at AND NEW.action = OLD.action
       AND NEW.actor_account_id IS NOT DISTINCT FROM OLD.actor_account_id
       AND NEW.target IS NOT DISTINCT FROM OLD.target
       AND NEW.ip IS NOT DISTINCT FROM OLD.ip
       AND NEW.subject_account_id IS NOT DISTINCT FROM OLD.subject_account_id
       AND NEW.clinic_id IS NOT DISTINCT FROM OLD.clinic_id THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is insert-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_insert_only" BEFORE UPDATE OR DELETE ON "audit_log"
FOR EACH ROW EXECUTE FUNCTION audit_log_insert_only();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
FOR EACH STATEMENT EXECUTE FUNCTION audit_log_insert_only();
