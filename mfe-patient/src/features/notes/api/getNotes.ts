import { http } from '@dcp/shared/http';
import { NOTE_LIST_SIZE, Note } from '@dcp/shared/contracts';
import { listOf, useLoad } from '@dcp/shared/data';

const Notes = listOf(Note);

/** GET note?size=200, newest first whatever order the server used (req G§9). */
export async function getNotes(): Promise<Note[]> {
  const { data } = await http.get('note', { params: { size: NOTE_LIST_SIZE } });
  return [...Notes.parse(data)].sort((a, b) => b.createTimestamp.localeCompare(a.createTimestamp));
}

export const useNotes = () => useLoad(getNotes, 'notes');
