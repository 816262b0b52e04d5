import { z } from 'zod';
import { http } from '@dcp/shared/http';
import { paged, type Paged } from '@dcp/shared/contracts';
import { usePaged } from '@dcp/shared/data';
import { API_PATH, parsePerson, type PersonKind, type PersonOf } from '../kinds';

/** The admin-area lists show every record of the scope at once (the API pages; 2000 as req A§9). */
export const LIST_SIZE = 2000;

const Envelope = paged(z.unknown());

/** GET admin | doctor | user: the first page of one kind, every row parsed with that kind's contract. */
export async function getPeople<K extends PersonKind>(kind: K): Promise<Paged<PersonOf<K>>> {
  const { data } = await http.get(API_PATH[kind], { params: { page: 0, size: LIST_SIZE } });
  const page = Envelope.parse(data);
  return { ...page, content: page.content.map((p) => parsePerson(kind, p)) };
}

export const usePeople = <K extends PersonKind>(kind: K) => usePaged(() => getPeople(kind), kind);
