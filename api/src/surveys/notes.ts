import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { notes } from '../db/schema-surveys';

// A patient's personal notes (req G§2); the routes only ever pass the signed-in patient's id.

export type NoteRow = typeof notes.$inferSelect;

export async function createNote(db: Db, accountId: string, text: string): Promise<NoteRow> {
  const [row] = await db.insert(notes).values({ accountId, text }).returning();
  if (!row) throw new Error('note insert returned nothing');
  return row;
}

/** One page of the account's notes, newest first. */
export async function listNotes(db: Db, accountId: string, page: number, size: number) {
  const where = eq(notes.accountId, accountId);
  const [total] = await db.select({ n: count() }).from(notes).where(where);
  const rows = await db
    .select()
    .from(notes)
    .where(where)
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(size)
    .offset(page * size);
  return { rows, total: total?.n ?? 0 };
}

/** Every note of the account, oldest first: the patient's own copy of their data (own-data/). */
export function allNotes(db: Db, accountId: string) {
  return db
    .select()
    .from(notes)
    .where(eq(notes.accountId, accountId))
    .orderBy(asc(notes.createdAt), asc(notes.id));
}

/** Changes the text of one of the account's notes; undefined when it has no such note. */
export async function updateNote(db: Db, accountId: string, id: string, text: string) {
  const [row] = await db
    .update(notes)
    .set({ text, updatedAt: new Date() })
    .where(and(eq(notes.id, id), eq(notes.accountId, accountId)))
    .returning();
  return row;
}

/** Whether the account has this note (anyone else's answers like a missing one). */
export async function ownsNote(db: Db, accountId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notes.id })
    .from(notes)
    .where(and(eq(notes.id, id), eq(notes.accountId, accountId)));
  return row !== undefined;
}

/** Deletes one of the account's notes; false when it has no such note. */
export async function deleteNote(db: Db, accountId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notes)
    .where(and(eq(notes.id, id), eq(notes.accountId, accountId)))
    .returning({ id: notes.id });
  return rows.length > 0;
}
