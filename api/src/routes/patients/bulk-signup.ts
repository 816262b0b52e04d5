import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit';
import { accountOf, signedInRoutes } from '../../auth/plugin';
import { BulkSignupQuery, BulkSignupResponse, ErrorBody, IMPORT_MEDIA_TYPE } from '../../contracts';
import { HttpError } from '../../http-errors';
import { countRequest, LIMITED_RESPONSES } from '../../limits';
import { firstSightOfFile, takeQuota } from '../../limits/quota';
import { auditCreation, findClinic, type PeopleContext } from '../../people';
import { clinicDoctor, importPatients } from '../../people/import/run';
import { assignableSurvey } from '../../signup/surveys';
import { assignOnImport } from '../../surveys/assignment';
import { boundaryOf, fileFromMultipart, MULTIPART_TYPE } from '../../people/import/multipart';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  413: ErrorBody,
  ...LIMITED_RESPONSES,
};

/**
 * POST user/bulkSignup?doctor=<account id> (req A§7): a doctor imports patients from a CSV file sent as the
 * body (`Content-Type: text/csv`). The clinic is the doctor's own; `doctor` must be a doctor of it
 * (another clinic's answers 404). See docs/import.md for the format, the limits and the slices.
 */
export const bulkSignupRoutes =
  (ctx: PeopleContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = ctx;
    const { maxBytes, maxRows } = config.importLimits;
    signedInRoutes(app, db);
    app.addContentTypeParser(
      IMPORT_MEDIA_TYPE,
      { parseAs: 'string', bodyLimit: maxBytes },
      (_req, body, done) => done(null, body),
    );
    // The same file as the form field `fileData` (req A§7's other reading): the CSV text comes out.
    app.addContentTypeParser(
      MULTIPART_TYPE,
      { parseAs: 'string', bodyLimit: maxBytes },
      (req, body, done) => {
        try {
          done(null, fileFromMultipart(String(body), boundaryOf(req.headers['content-type'])));
        } catch (e) {
          done(e as Error, undefined);
        }
      },
    );
    // Fastify's own texts for these two say nothing about what the route wants; the parent handler
    // turns the HttpErrors thrown here into problems.
    const refuseMedia = () => new HttpError(415, 'import.csvOnly');
    // Before any parser runs: a JSON body would otherwise fail as a 400 about the body's type.
    app.addHook('preParsing', async (req) => {
      const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (type !== IMPORT_MEDIA_TYPE && type !== MULTIPART_TYPE) throw refuseMedia();
    });
    app.setErrorHandler((err: FastifyError) => {
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new HttpError(413, 'import.tooLarge', { kb: Math.floor(maxBytes / 1024) });
      }
      if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_ERR_CTP_EMPTY_TYPE') {
        throw refuseMedia();
      }
      throw err;
    });

    app.post(
      '/user/bulkSignup',
      {
        config: { roles: ['doctor'], denied: 'import.doctorOnly' },
        bodyLimit: maxBytes,
        // Per IP and per importing doctor, each run of a file once: its slice from 0, or whichever
        // slice of a file not seen before comes first, so a client that never sends `from=0` is
        // counted too (issue 23 point 7). Re-sending a seen file's later slices creates nothing new.
        preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
          const doctor = req.account?.id;
          if (!doctor) return;
          const window = config.rateLimits.import.account.windowSeconds;
          const unseen = await firstSightOfFile(db, doctor, String(req.body), window);
          if (unseen || !(req.query as { from?: number }).from)
            await countRequest(app, req, reply, 'import', doctor);
        },
        schema: {
          tags: ['user'],
          summary: 'Import patients from a CSV file; answers the failed rows with their reasons',
          security: [{ bearer: [] }],
          consumes: [IMPORT_MEDIA_TYPE, MULTIPART_TYPE],
          querystring: BulkSignupQuery,
          body: z
            .string()
            .describe('The CSV file: a header row (email, firstName, lastName, language), UTF-8'),
          response: { 200: BulkSignupResponse, ...errors },
        },
      },
      async (req, reply) => {
        const actor = accountOf(req);
        const clinic = await findClinic(db, actor.clinicId ?? undefined);
        if (!clinic) throw new HttpError(404, 'clinic.notFound');
        const doctorId = await clinicDoctor(db, clinic.id, req.query.doctor);
        const { from, count, surveyId } = req.query;
        const survey = surveyId ? assignableSurvey(surveyId) : undefined;
        const result = await importPatients(
          ctx,
          req.log,
          {
            clinic,
            doctorId,
            text: req.body,
            from,
            count,
            maxRows,
            assignSurvey: survey && assignOnImport(db, survey.id, doctorId),
            // The rows about to be created, and their invitations, from the importing doctor's quotas.
            reserve: async (rows) => {
              await takeQuota(app, req, reply, 'patientCreation', actor.id, rows);
              await takeQuota(app, req, reply, 'invitation', actor.id, rows);
            },
          },
          async (id, instanceId) => {
            await auditCreation(db, req, 'patient', id);
            if (instanceId) await audit(db, req, 'survey-instance.create', `survey-instance:${instanceId}`);
          },
        );
        await audit(db, req, 'patient.import', `clinic:${clinic.id}`);
        return result;
      },
    );
  };
