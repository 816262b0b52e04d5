import type { FastifyRequest } from 'fastify';
import type { Locale } from '../contracts';
import type { AccountRow } from '../leaves/account-row';
import { targetClinic } from './clinics';
import { createUser, type NewUser, type PeopleContext } from './create';
import { auditCreation } from './creation-audit';

/** What every creation body carries (CreateAdmin, CreateDoctor, CreatePatient). */
export interface PersonFields {
  email: string;
  firstName: string;
  lastName: string;
  locale?: Locale;
}

/** A creator's quota a creation spends (issue 23 point 7). */
export type CreationQuota = 'patientCreation' | 'invitation';

/** A patient spends one creation and one invitation of the creator's quotas; staff spend none. */
export const creationQuotas = (role: NewUser['role']): CreationQuota[] =>
  role === 'patient' ? ['patientCreation', 'invitation'] : [];

/** Whoever adds a patient is assigned to them (req A§6 doctor rows; issue 8): a doctor, nobody else. */
export const assignedDoctorOf = (actor: Pick<AccountRow, 'id' | 'role'>, role: NewUser['role']) =>
  actor.role === 'doctor' && role === 'patient' ? actor.id : undefined;

export interface NewPerson {
  role: NewUser['role'];
  fields: PersonFields;
  /** The clinic the body names (a superadmin must; anyone else may only name their own). */
  clinicId: string | undefined;
}

export interface CreationSteps {
  /** Takes one of the creator's quotas, or throws (429). */
  spend: (quota: CreationQuota) => Promise<void>;
  /**
   * The kind's own part (patients: POST user's surveyId), checked before anything is created or
   * spent, so its refusal creates nobody; what it answers runs once the person exists.
   */
  kindPart?: () => ((id: string) => Promise<void>) | undefined;
}

/**
 * Creates a person for `actor` (req A§7): the clinic first (another clinic answers 404 like a missing
 * one), then the kind's own check, the quotas, the identity user and account with its invitation
 * (createUser), the creation's audit rows, and the kind's part. Answers the new account's id.
 */
export async function createPerson(
  ctx: PeopleContext,
  req: FastifyRequest,
  actor: AccountRow,
  p: NewPerson,
  steps: CreationSteps,
): Promise<string> {
  const clinic = await targetClinic(ctx.db, actor, p.clinicId);
  const andThen = steps.kindPart?.();
  for (const quota of creationQuotas(p.role)) await steps.spend(quota);
  const { email, firstName, lastName, locale } = p.fields;
  const id = await createUser(ctx, req.log, clinic, {
    role: p.role,
    email,
    firstName,
    lastName,
    locale,
    assignedDoctorId: assignedDoctorOf(actor, p.role),
  });
  await auditCreation(ctx.db, req, p.role, id);
  await andThen?.(id);
  return id;
}
