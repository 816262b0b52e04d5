import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import { ErrorBody, FHIR_MEDIA_TYPE } from '../contracts';
import type { Db } from '../db';
import { patientBundle, researchBundle } from '../fhir/bundle';
import { abuseLimit, LIMITED_RESPONSES } from '../limits';
import { mediaResponse } from '../openapi/media';
import { clinicPatient } from '../people';
import { pseudonymKey } from '../surveys/pseudonym';
import { problems } from './schema-parts';

const errors = problems(400, 401, 403, 404);
const PatientParams = z.object({ id: z.string().uuid() });
const fhirJson = `${FHIR_MEDIA_TYPE}; charset=utf-8`;

/**
 * The FHIR R4 export (issue 24 point 6): a doctor's one patient, and the superadmin's research
 * bundle pseudonymised as export.csv. Both are Bundles of type collection as application/fhir+json.
 */
export const fhirRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInRoutes(app, db);
  const key = pseudonymKey(app.dcp.config.keys.pseudonym, app.dcp.config.dataDir);
  const base = `${app.dcp.config.portalOrigin}/fhir`;

  app.get(
    '/fhir/patient/:id',
    {
      config: { roles: ['doctor'], denied: 'fhir.doctorsOnly' },
      schema: {
        tags: ['fhir'],
        summary: "One patient's questionnaires, answers and CGM summary as a FHIR R4 Bundle",
        description:
          'A Bundle of type collection: the Patient, a Questionnaire per survey answered, a QuestionnaireResponse per submitted one (PHQ-2/PHQ-9 with LOINC codes) and HL7 CGM IG summary Observations.',
        security: [{ bearer: [] }],
        params: PatientParams,
        response: { 200: mediaResponse(FHIR_MEDIA_TYPE, 'A FHIR R4 Bundle (collection)'), ...errors },
      },
    },
    async (req, reply) => {
      const doctor = accountOf(req);
      // Another clinic's patient answers 404 exactly like a missing one.
      const { id } = await clinicPatient(db, doctor, { id: req.params.id });
      const bundle = await patientBundle(db, { base, locale: doctor.locale }, id);
      await audit(db, req, 'fhir.patient.export', `account:${id}`);
      return reply
        .header('content-type', fhirJson)
        .header('content-disposition', `attachment; filename="patient-${id}.fhir.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(bundle));
    },
  );

  app.get(
    '/fhir/research',
    {
      config: { roles: ['superadmin'], denied: 'fhir.superadminOnly' },
      preHandler: abuseLimit(app, 'export', (req: FastifyRequest) => req.account?.id),
      schema: {
        tags: ['fhir'],
        summary:
          'Every questionnaire answered and CGM summary, pseudonymised, as a FHIR R4 Bundle (streamed)',
        description:
          'Patients, clinics and responses are codes as in export.csv (HMAC with the installation key), responses authored on a day, only clinics where at least 5 patients have a questionnaire: no name, email, date of birth or free text.',
        security: [{ bearer: [] }],
        response: {
          200: mediaResponse(FHIR_MEDIA_TYPE, 'A FHIR R4 Bundle (collection)'),
          401: ErrorBody,
          403: ErrorBody,
          ...LIMITED_RESPONSES,
        },
      },
    },
    async (req, reply) => {
      await audit(db, req, 'fhir.research.export', 'survey-instance:*');
      const stream = Readable.from(researchBundle(db, { base, locale: 'en-GB' }, key), { objectMode: false });
      stream.on('error', (err) =>
        req.log.error({ err: { type: err.name } }, 'FHIR export failed mid-stream'),
      );
      return reply
        .header('content-type', fhirJson)
        .header('content-disposition', 'attachment; filename="research.fhir.json"')
        .header('cache-control', 'no-store')
        .send(stream as never); // a stream, not a schema-checked body
    },
  );
};
