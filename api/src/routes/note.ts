import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { bearerAuth, requireAccount } from '../auth/plugin';
import { CreateNote, ErrorBody, Note, NoteList, NoteListQuery, toPage } from '../contracts';
import type { Db } from '../db';
import { createNote, listNotes, type NoteRow } from '../surveys/notes';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const secured = { tags: ['note'], security: [{ bearer: [] }] };
const view = (n: NoteRow) => ({
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
    {
      schema: {
        ...secured,
        summary: 'Create a note (1–1000 characters)',
        body: CreateNote,
        response: { 201: Note, ...errors },
      },
    },
    async (req, reply) => {
      const patient = requireAccount(req, ['patient'], 'Only patients keep notes');
      const row = await createNote(db, patient.id, req.body.text);
      await audit(db, req, 'note.create', `note:${row.id}`);
      return reply.code(201).send(view(row));
    },
  );

  app.get(
    '/note',
    {
      schema: {
        ...secured,
        summary: 'The signed-in patient’s notes, newest first',
        querystring: NoteListQuery,
        response: { 200: NoteList, ...errors },
      },
    },
    async (req) => {
      const patient = requireAccount(req, ['patient'], 'Only patients keep notes');
      const { page, size } = req.query;
      const { rows, total } = await listNotes(db, patient.id, page, size);
      await audit(db, req, 'note.list', `account:${patient.id}`);
      return toPage(rows.map(view), page, size, total, true);
    },
  );
};
