import { asc, desc, eq } from 'drizzle-orm';
import type { TargetSetName } from '../contracts';
import type { Db } from '../db';
import { glucoseTargetChanges } from '../db/schema-targets';

// A patient's glucose target set (issue 42 point 1): the newest change's, else 'standard'.

/** The patient's set. */
export async function patientTargets(db: Db, accountId: string): Promise<TargetSetName> {
  const [row] = await db
    .select({ to: glucoseTargetChanges.toSet })
    .from(glucoseTargetChanges)
    .where(eq(glucoseTargetChanges.accountId, accountId))
    .orderBy(desc(glucoseTargetChanges.at))
    .limit(1);
  return (row?.to as TargetSetName | undefined) ?? 'standard';
}

/** Every change of the patient's set, oldest first (the trends' markers). */
export async function targetChanges(db: Db, accountId: string) {
  const rows = await db
    .select({
      at: glucoseTargetChanges.at,
      from: glucoseTargetChanges.fromSet,
      to: glucoseTargetChanges.toSet,
    })
    .from(glucoseTargetChanges)
    .where(eq(glucoseTargetChanges.accountId, accountId))
    .orderBy(asc(glucoseTargetChanges.at));
  return rows.map((r) => ({
    at: r.at.toISOString(),
    from: r.from as TargetSetName,
    to: r.to as TargetSetName,
  }));
}

/** Records a change (none when the set stays); its id is what the audit row names. */
export async function savePatientTargets(
  db: Db,
  accountId: string,
  to: TargetSetName,
  changedBy: string,
): Promise<string | null> {
  const from = await patientTargets(db, accountId);
  if (from === to) return null;
  const [row] = await db
    .insert(glucoseTargetChanges)
    .values({ accountId, fromSet: from, toSet: to, changedBy })
    .returning({ id: glucoseTargetChanges.id });
  return row!.id;
}
