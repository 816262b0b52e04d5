import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { signedInRoutes } from '../auth/plugin';
import { ErrorBody } from '../contracts';
import type { Db } from '../db';
import { mediaResponse } from '../openapi/media';
import { abuseLimit, LIMITED_RESPONSES } from '../limits';
import { exportRows } from '../surveys/export-rows';
import { pseudonymKey } from '../surveys/pseudonym';

/** GET surveyInstance/csv: the superadmin's export of all survey results (req A§2, §7). */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInRoutes(app, db);
  // The installation's pseudonymisation key, read (or made) once.
  const key = pseudonymKey(app.dcp.config.keys.pseudonym, app.dcp.config.dataDir);
  app.get(
    '/surveyInstance/csv',
    {
      config: { roles: ['superadmin'], denied: 'export.superadminOnly' },
      preHandler: abuseLimit(app, 'export', (req: FastifyRequest) => req.account?.id),
      schema: {
        tags: ['surveyInstance'],
        summary: 'All survey results, pseudonymised, as export.csv (streamed)',
        description:
          'Each patient and each clinic is a stable code (HMAC of its id with the installation key): no name, email or date of birth; dates to the day (UTC); only clinics where at least 5 patients have a questionnaire.',
        security: [{ bearer: [] }],
        response: {
          200: mediaResponse(
            'text/csv',
            'export.csv: a header line, then one pseudonymised line per survey instance',
          ),
          401: ErrorBody,
          403: ErrorBody,
          ...LIMITED_RESPONSES,
        },
      },
    },
    async (req, reply) => {
      await audit(db, req, 'survey-instance.export', 'survey-instance:*');
      const stream = Readable.from(exportRows(db, key), { objectMode: false, highWaterMark: 64 * 1024 });
      stream.on('error', (err) => req.log.error({ err: { type: err.name } }, 'export failed mid-stream'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="export.csv"')
        .header('cache-control', 'no-store')
        .send(stream as never); // a stream, not a schema-checked body
    },
  );
};
