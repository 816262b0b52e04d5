import { http } from '@dcp/shared/http';
import { CreateNote } from '@dcp/shared/contracts';

/** POST note; the text is checked against the same contract the API enforces. */
export async function createNote(text: string): Promise<void> {
  await http.post('note', CreateNote.parse({ text }));
}
