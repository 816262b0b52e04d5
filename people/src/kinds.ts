import { Admin, Doctor, Patient } from '@dcp/shared/contracts';

/** The three kinds of people the administration screens list, show and create (req A§2, §7). */
export type PersonKind = 'admin' | 'doctor' | 'patient';
interface PersonByKind {
  admin: Admin;
  doctor: Doctor;
  patient: Patient;
}
export type PersonOf<K extends PersonKind> = PersonByKind[K];

/** Each kind's answers are parsed with its own contract. */
const PARSE: { [K in PersonKind]: (value: unknown) => PersonByKind[K] } = {
  admin: (v) => Admin.parse(v),
  doctor: (v) => Doctor.parse(v),
  patient: (v) => Patient.parse(v),
};
export const parsePerson = <K extends PersonKind>(kind: K, value: unknown): PersonOf<K> => PARSE[kind](value);

/** API path of each kind: patients are `user` (req A§7). */
export const API_PATH: Record<PersonKind, string> = { admin: 'admin', doctor: 'doctor', patient: 'user' };

/** The body field naming the clinic: POST admin calls it clinicCode (req A§7). */
export const CLINIC_FIELD: Record<PersonKind, 'clinicCode' | 'clinicId'> = {
  admin: 'clinicCode',
  doctor: 'clinicId',
  patient: 'clinicId',
};

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** Profile routes carry the account's opaque id, never the e-mail (URLs reach logs and history). */
export const profileUrl = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;
