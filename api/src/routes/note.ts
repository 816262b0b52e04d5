import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import { z } from 'zod';
import {
  CreateNote,
  ErrorBody,
  Note,
  NoteIdParams,
  NoteList,
  NoteListQuery,
  toPage,
  UpdateNote,
} from '../contracts';
import type { Db } from '../db';
import { notFound } from '../http-errors';
import { createNote, deleteNote, listNotes, ownsNote, updateNote, type NoteRow } from '../surveys/notes';
import { problems, signedIn } from './schema-parts';

const errors = problems(400, 401, 403);
/** Someone else's note answers exactly like a missing one. */
const missing = () => notFound('note.notFound');
const secured = signedIn('note');
const view = (n: NoteRow) => ({
  id: n.id,
  text: n.text,
  createTimestamp: n.createdAt.toISOString(),
  lastUpdatedTimestamp: n.updatedAt.toISOString(),
});

/** A patient's personal notes (req G§2): only its own, newest first. */
export const noteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInRoutes(app, db);

  app.post(
    '/note',
    {
      config: { roles: ['patient'], denied: 'note.patientsOnly' },
      schema: {
        ...secured,
        summary: 'Create a note (1–1000 characters)',
        body: CreateNote,
        response: { 201: Note, ...errors },
      },
    },
    async (req, reply) => {
      const patient = accountOf(req);
      const row = await createNote(db, patient.id, req.body.text);
      await audit(db, req, 'note.create', `note:${row.id}`);
      return reply.code(201).send(view(row));
    },
  );

  app.get(
    '/note',
    {
      config: { roles: ['patient'], denied: 'note.patientsOnly' },
      schema: {
        ...secured,
        summary: 'The signed-in patient’s notes, newest first',
        querystring: NoteListQuery,
        response: { 200: NoteList, ...errors },
      },
    },
    async (req) => {
      const patient = accountOf(req);
      const { page, size } = req.query;
      const { rows, total } = await listNotes(db, patient.id, page, size);
      await audit(db, req, 'note.list', `account:${patient.id}`);
      return toPage(rows.map(view), page, size, total, true);
    },
  );

  app.put(
    '/note/:id',
    {
      config: { roles: ['patient'], denied: 'note.patientsOnly' },
      schema: {
        ...secured,
        summary: 'Change the text of one of the signed-in patient’s notes (1–1000 characters)',
        params: NoteIdParams,
        body: UpdateNote,
        response: { 200: Note, ...errors, 404: ErrorBody },
      },
    },
    async (req) => {
      const patient = accountOf(req);
      const row = await updateNote(db, patient.id, req.params.id, req.body.text);
      if (!row) throw missing();
      await audit(db, req, 'note.update', `note:${row.id}`);
      return view(row);
    },
  );

  app.delete(
    '/note/:id',
    {
      config: { roles: ['patient'], denied: 'note.patientsOnly' },
      schema: {
        ...secured,
        summary: 'Delete one of the signed-in patient’s notes',
        params: NoteIdParams,
        response: { 204: z.null().describe('Deleted'), ...errors, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const patient = accountOf(req);
      if (!(await ownsNote(db, patient.id, req.params.id))) throw missing();
      // Before the delete: the audit row resolves whose data it was from the note itself.
      await audit(db, req, 'note.delete', `note:${req.params.id}`);
      if (!(await deleteNote(db, patient.id, req.params.id))) throw missing();
      return reply.code(204).send(null);
    },
  );
};
