import { http } from '@dcp/shared/http';
import { useRecord } from '@dcp/shared/data';
import { API_PATH, parsePerson, type PersonKind, type PersonOf } from '../kinds';

/** GET admin | doctor | user /{id}: one profile, parsed with its kind's contract. */
export async function getPerson<K extends PersonKind>(kind: K, id: string): Promise<PersonOf<K>> {
  const { data } = await http.get(`${API_PATH[kind]}/${encodeURIComponent(id)}`);
  return parsePerson(kind, data);
}

/** null while loading or without an id, 'failed' when the API refused. */
export const usePerson = <K extends PersonKind>(kind: K, id: string | undefined) =>
  useRecord(() => getPerson(kind, id ?? ''), id ? `${kind}/${id}` : null);
