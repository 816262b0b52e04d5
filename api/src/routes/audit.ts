import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit, auditCsv, listAudit, verifyAuditChain } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import { AuditChain, AuditChainQuery, AuditList, AuditQuery, toPage } from '../contracts';
import type { Db } from '../db';
import { forbidden } from '../http-errors';
import { mediaResponse } from '../openapi/media';
import { problems, signedIn } from './schema-parts';

// The audit trail, readable (issue 12 point 6): the superadmin reads every row, an admin the rows of
// their clinic (whose data was touched, else who acted). Read-only: there is no route that changes or
// deletes a row. Reading the trail is itself audited.
const errors = problems(400, 401, 403);
const secured = signedIn('audit');
const denied = 'audit.adminsOnly';
const ADMINS = ['superadmin', 'admin'] as const;

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInRoutes(app, db);

  /** The clinic an admin may read; null for the superadmin (every clinic). */
  const scope = (req: FastifyRequest) => {
    const actor = accountOf(req);
    if (actor.role === 'superadmin') return null;
    if (!actor.clinicId) throw forbidden(denied);
    return actor.clinicId;
  };

  app.get(
    '/audit',
    {
      config: { roles: ADMINS, denied },
      schema: {
        ...secured,
        summary: 'The audit trail, newest first (filter by who acted, whose data, and dates)',
        querystring: AuditQuery,
        response: { 200: AuditList, ...errors },
      },
    },
    async (req) => {
      const clinicId = scope(req);
      const { rows, total } = await listAudit(db, req.query, clinicId, accountOf(req).locale);
      await audit(db, req, 'audit.read', clinicId ? `clinic:${clinicId}` : 'clinic:*');
      return toPage(rows, req.query.page, req.query.size, total, true);
    },
  );

  app.get(
    '/audit/csv',
    {
      config: { roles: ADMINS, denied },
      schema: {
        ...secured,
        summary: 'The filtered audit trail as audit.csv (streamed)',
        querystring: AuditQuery.omit({ page: true, size: true }),
        response: {
          200: mediaResponse('text/csv', 'audit.csv: a header line, then one line per audit row'),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const clinicId = scope(req);
      await audit(db, req, 'audit.export', clinicId ? `clinic:${clinicId}` : 'clinic:*');
      const locale = accountOf(req).locale;
      const stream = Readable.from(auditCsv(db, req.query, clinicId, locale), { objectMode: false });
      stream.on('error', (err) =>
        req.log.error({ err: { type: err.name } }, 'audit export failed mid-stream'),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .send(stream as never);
    },
  );

  app.get(
    '/audit/chain',
    {
      config: { roles: ['superadmin'], denied: 'audit.verifySuperadmin' },
      schema: {
        ...secured,
        summary: 'Verify the whole keyed hash chain, and a head published earlier (superadmin)',
        description:
          'With `index` and `hash` from an `audit chain head` log line, `published` tells whether that row is still in the chain unchanged; without them, the newest head published to the audit_heads table (which the API cannot rewrite where it runs as its own database role) is compared. Rows deleted from the end show only this way.',
        querystring: AuditChainQuery,
        response: { 200: AuditChain, ...errors },
      },
    },
    async (req) => {
      const { index, hash } = req.query;
      const given = index !== undefined && hash !== undefined ? { index, hash } : undefined;
      const report = await verifyAuditChain(db, req.server.dcp.auditKey, given);
      await audit(db, req, 'audit.verify', 'clinic:*');
      return report;
    },
  );
};
