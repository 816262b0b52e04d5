import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { bearerAuth, requireAccount } from '../auth/plugin';
import { CreateNote, ErrorBody, Note, NoteList, NoteListQuery, toPage } from '../contracts';
import type { Db } from '../db';
import { notes } from '../db/schema-surveys';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const secured = { tags: ['note'], security: [{ bearer: [] }] };
const view = (n: typeof notes.$inferSelect) => ({
  id: n.id,
  text: n.text,
  createTimestamp: n.createdAt.toISOString(),
  lastUpdatedTimestamp: n.updatedAt.toISOString(),
});

/** A patient's personal notes (doc 2 §2): only its own, newest first. */
export const noteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', bearerAuth(db));

  app.post(
    '/note',
    { schema: { ...secured, summary: 'Create a note (1–1000 characters)', body: CreateNote, response: { 201: Note, ...errors } } },
    async (req, reply) => {
      const patient = requireAccount(req, ['patient'], 'Only patients keep notes');
      const [row] = await db.insert(notes).values({ accountId: patient.id, text: req.body.text }).returning();
      await audit(db, req, 'note.create', `note:${row!.id}`);
      return reply.code(201).send(view(row!));
    },
  );

  app.get(
    '/note',
    { schema: { ...secured, summary: 'The signed-in patient’s notes, newest first', querystring: NoteListQuery, response: { 200: NoteList, ...errors } } },
    async (req) => {
      const patient = requireAccount(req, ['patient'], 'Only patients keep notes');
      const { page, size } = req.query;
      const where = eq(notes.accountId, patient.id);
      const [total] = await db.select({ n: count() }).from(notes).where(where);
      const rows = await db.select().from(notes).where(where).orderBy(desc(notes.createdAt), desc(notes.id)).limit(size).offset(page * size);
      await audit(db, req, 'note.list', `account:${patient.id}`);
      return toPage(rows.map(view), page, size, total?.n ?? 0, true);
    },
  );
};
