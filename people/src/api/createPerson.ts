import { http } from '@dcp/shared/http';
import { useSave } from '@dcp/shared/data';
import { API_PATH, parsePerson, type PersonKind, type PersonOf } from '../kinds';

export interface NewPerson {
  email: string;
  firstName: string;
  lastName: string;
  /** The superadmin's pick: `clinicCode` for admins, `clinicId` for the others (req A§7). */
  clinicCode?: string;
  clinicId?: string;
}

/** POST admin | doctor | user; silent, as the dialog reports the registration error itself. */
export async function createPerson<K extends PersonKind>(kind: K, body: NewPerson): Promise<PersonOf<K>> {
  const { data } = await http.post(API_PATH[kind], body, { silent: true });
  return parsePerson(kind, data);
}

export const useCreatePerson = () => useSave(createPerson);
