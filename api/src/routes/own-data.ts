import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import { ErrorBody } from '../contracts';
import type { Db } from '../db';
import { mediaResponse } from '../openapi/media';
import { ownDataZip } from '../own-data/file';

/**
 * The patient's own data (issue 37 point 3; GDPR Art. 15 and 20, HIPAA's right of access): one zip
 * with the FHIR R4 Bundle and a readable summary, of the signed-in patient only — the route takes no
 * id, so nobody can name another. A survey-bound account (restricted or one-time) is refused by
 * auth/bound-accounts.ts like every route outside its survey (docs/decisions.md says why).
 */
export const ownDataRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInRoutes(app, db);
  const base = `${app.dcp.config.portalOrigin}/fhir`;

  app.get(
    '/user/this/data',
    {
      config: { roles: ['patient'], denied: 'ownData.patientsOnly' },
      schema: {
        tags: ['user'],
        summary: "The signed-in patient's own data: bundle.json (FHIR R4) and summary.html in one zip",
        description:
          "bundle.json is the Bundle the doctor's FHIR export builds; summary.html says the same and more (notes, plans) in words, in the patient's language.",
        security: [{ bearer: [] }],
        response: {
          200: mediaResponse('application/zip', 'my-health-data-<date>.zip'),
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const patient = accountOf(req);
      const file = await ownDataZip(db, { base, locale: patient.locale }, patient);
      await audit(db, req, 'patient.own-data.export', `account:${patient.id}`);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes) as never); // bytes, not a schema-checked body
    },
  );
};
