import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { appendAudit } from './chain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whose data a target names (`account:<id>`, `survey-instance:<id>`, `note:<id>`, `staff-change:<id>`,
 * `glucose-targets:<id>`), as SQL. */
function subjectOf(target: string | undefined): SQL | null {
  const [kind, id] = (target ?? '').split(':', 2);
  if (!id || !UUID.test(id)) return null;
  if (kind === 'account') return sql`${id}::uuid`;
  if (kind === 'survey-instance')
    return sql`(select respondent_account_id from survey_instances where id = ${id}::uuid)`;
  if (kind === 'note') return sql`(select account_id from notes where id = ${id}::uuid)`;
  if (kind === 'staff-change') return sql`(select account_id from staff_changes where id = ${id}::uuid)`;
  if (kind === 'glucose-targets')
    return sql`(select account_id from glucose_target_changes where id = ${id}::uuid)`;
  return null;
}

/**
 * Appends one audit row (who, what, which record, from where), chained at once (./chain.ts). Never
 * pass tokens or passwords. The row also records whose data it is and that person's clinic (else the
 * actor's), resolved in the same statement (a clinic target is its own clinic), so an admin's view of
 * the trail is a plain indexed filter. `superadminOnly`: no clinic and no subject, so no admin reads
 * it (a fact about several clinics).
 */
export async function audit(
  db: Db,
  req: FastifyRequest,
  action: string,
  target?: string,
  actor?: string | null,
  superadminOnly = false,
) {
  const actorId = actor === undefined ? (req.account?.id ?? null) : actor;
  const subject = superadminOnly ? null : subjectOf(target);
  const [kind, id] = (target ?? '').split(':', 2);
  const clinicTarget = kind === 'clinic' && id && UUID.test(id) ? sql`${id}::uuid` : sql`null::uuid`;
  const actorClinic = actorId
    ? sql`(select clinic_id from accounts where id = ${actorId}::uuid)`
    : sql`null::uuid`;
  await appendAudit(db, req.server.dcp.auditKey, {
    actorAccountId: actorId,
    action,
    target: target ?? null,
    ip: req.ip || null,
    subject: subject ?? sql`null::uuid`,
    clinic: superadminOnly
      ? sql`null::uuid`
      : subject
        ? sql`coalesce((select clinic_id from accounts where id = ${subject}), ${actorClinic})`
        : sql`coalesce(${clinicTarget}, ${actorClinic})`,
  });
}
