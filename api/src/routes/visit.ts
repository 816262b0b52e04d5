import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import { PatientIdParams, PatientTrends, VisitLang, VisitSummary, visitSummaryFileName } from '../contracts';
import type { Db } from '../db';
import { mediaResponse } from '../openapi/media';
import { patientTrends } from '../surveys/trends';
import { visitPdf } from '../surveys/visit-pdf';
import { visitSummary } from '../surveys/visit-summary';
import { problems, signedIn } from './schema-parts';

const errors = problems(400, 401, 403, 404);
const secured = signedIn('user');
const DOCTOR_ONLY = 'visit.doctorsReadSummary';

/**
 * An attachment named `name` (RFC 6266): `filename*` carries it in UTF-8 with its accents (RFC 8187),
 * `filename` an ASCII spelling for clients that read only that one.
 */
function attachment(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const utf8 = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/**
 * The pre-visit one-pager (JSON for the print view, and the same content as an A4 PDF) and the trends
 * across visits (issue 24): the patient's doctors only (their clinic); another clinic's patient is 404.
 */
export const visitRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInRoutes(app, db);

  app.get(
    '/user/:id/visit-summary',
    {
      config: { roles: ['doctor'], denied: DOCTOR_ONLY },
      schema: {
        ...secured,
        summary: "The pre-visit one-pager's content, in the patient's language unless lang names another",
        params: PatientIdParams,
        querystring: VisitLang,
        response: { 200: VisitSummary, ...errors },
      },
    },
    async (req) => {
      const doctor = accountOf(req);
      const summary = await visitSummary(db, doctor, req.params.id, req.query.lang);
      await audit(db, req, 'patient.visit-summary.read', `account:${req.params.id}`);
      return summary;
    },
  );

  app.get(
    '/user/:id/visit-summary.pdf',
    {
      config: { roles: ['doctor'], denied: DOCTOR_ONLY },
      schema: {
        ...secured,
        summary: 'The pre-visit one-pager as one A4 PDF page, tagged, named summary-<name>-<date>.pdf',
        params: PatientIdParams,
        querystring: VisitLang,
        response: { 200: mediaResponse('application/pdf', 'summary-<name>-<date>.pdf'), ...errors },
      },
    },
    async (req, reply) => {
      const doctor = accountOf(req);
      const summary = await visitSummary(db, doctor, req.params.id, req.query.lang);
      const pdf = await visitPdf(summary);
      await audit(db, req, 'patient.visit-summary.pdf', `account:${req.params.id}`);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          attachment(
            visitSummaryFileName(summary.patient.firstName, summary.patient.lastName, summary.generatedAt),
          ),
        )
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf) as never); // bytes, not a schema-checked body
    },
  );

  app.get(
    '/user/:id/trends',
    {
      config: { roles: ['doctor'], denied: 'visit.doctorsReadTrends' },
      schema: {
        ...secured,
        summary: "Each category's score and the glucose figures per visit, oldest first",
        params: PatientIdParams,
        response: { 200: PatientTrends, ...errors },
      },
    },
    async (req) => {
      const doctor = accountOf(req);
      const trends = await patientTrends(db, doctor, req.params.id, doctor.locale);
      await audit(db, req, 'patient.trends.read', `account:${req.params.id}`);
      return trends;
    },
  );
};
