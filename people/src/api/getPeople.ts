import { z } from 'zod';
import { http } from '@dcp/shared/http';
import { paged, type Paged, type StaffStatusFilter } from '@dcp/shared/contracts';
import { usePaged } from '@dcp/shared/data';
import { API_PATH, parsePerson, type PersonKind, type PersonOf } from '../kinds';

/** The admin-area lists show every record of the scope at once (the API pages; 2000 as req A§9). */
export const LIST_SIZE = 2000;

const Envelope = paged(z.unknown());

/**
 * GET admin | doctor | user: the first page of one kind, every row parsed with that kind's contract.
 * Staff lists answer the active people unless `status` asks otherwise, so pickers never offer a
 * deactivated doctor (issue 37 point 1).
 */
export async function getPeople<K extends PersonKind>(
  kind: K,
  status: StaffStatusFilter = 'active',
): Promise<Paged<PersonOf<K>>> {
  const params = { page: 0, size: LIST_SIZE, ...(kind === 'patient' ? {} : { status }) };
  const { data } = await http.get(API_PATH[kind], { params });
  const page = Envelope.parse(data);
  return { ...page, content: page.content.map((p) => parsePerson(kind, p)) };
}

/** `status` null: nothing to load yet (a component that needs the list only in some cases). */
export const usePeople = <K extends PersonKind>(kind: K, status: StaffStatusFilter | null = 'active') =>
  usePaged(
    () => getPeople(kind, status ?? 'active'),
    status === null ? null : status === 'active' ? kind : `${kind}?${status}`,
  );
