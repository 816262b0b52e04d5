import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf } from '../auth/plugin';
import {
  GlucoseStored,
  GlucoseStoredQuery,
  GlucoseSummary,
  GlucoseSummaryQuery,
  SurveyInstanceParams,
  toPage,
} from '../contracts';
import type { Db } from '../db';
import { glucoseSubject } from '../dexcom/access';
import { glucoseStatistics } from '../dexcom/stats';
import { glucoseSummary, toReading } from '../dexcom/summary';
import { readingsBetween } from '../dexcom/sync';
import { loadInstance } from '../surveys/access';
import { problems, signedIn } from './schema-parts';

const errors = problems(400, 401, 403, 404);
const secured = signedIn('dexcom');
const DAY_MS = 86_400_000;
const READ_ROLES = ['patient', 'doctor'] as const;

/** Stored readings and their statistics: the patient's own, or a clinic patient's for a doctor. */
export const glucoseReadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dexcom/glucose/summary',
    {
      config: { roles: READ_ROLES },
      schema: {
        ...secured,
        summary: 'Statistics, AGP profile and daily traces of the last 14, 30 or 90 days',
        querystring: GlucoseSummaryQuery,
        response: { 200: GlucoseSummary, ...errors },
      },
    },
    async (req) => {
      const caller = accountOf(req);
      const id = await glucoseSubject(db, caller, req.query.userId);
      const summary = await glucoseSummary(db, id, req.query.days);
      await audit(db, req, 'dexcom.summary.read', `account:${id}`);
      return summary;
    },
  );

  app.get(
    '/api/dexcom/glucose/stored',
    {
      config: { roles: READ_ROLES },
      schema: {
        ...secured,
        summary: 'Stored readings, paged (the last 14 days, or all with includeAllData), with statistics',
        querystring: GlucoseStoredQuery,
        response: { 200: GlucoseStored, ...errors },
      },
    },
    async (req) => {
      const caller = accountOf(req);
      const id = await glucoseSubject(db, caller, req.query.userId);
      const { page, size, includeAllData } = req.query;
      const end = Date.now();
      const start = includeAllData === 'true' ? 0 : end - 14 * DAY_MS;
      const rows = await readingsBetween(db, id, new Date(start), new Date(end));
      const slice = rows.slice(page * size, (page + 1) * size).map((r) => ({
        ...r,
        systemTime: r.systemTime.toISOString().slice(0, 19),
      }));
      const periodMinutes =
        includeAllData === 'true' && rows[0] ? (end - rows[0].systemTime.getTime()) / 60_000 : 14 * 1440;
      await audit(db, req, 'dexcom.stored.read', `account:${id}`);
      return {
        ...toPage(slice, page, size, rows.length, false),
        statistics: glucoseStatistics(rows.map(toReading), periodMinutes),
      };
    },
  );

  app.get(
    '/api/dexcom/glucose/survey/:surveyInstanceId',
    {
      config: { roles: READ_ROLES },
      schema: {
        ...secured,
        summary: 'The 14 days of glucose before a survey instance was submitted (or created)',
        params: SurveyInstanceParams,
        response: { 200: GlucoseSummary, ...errors },
      },
    },
    async (req) => {
      const caller = accountOf(req);
      const { row, respondent } = await loadInstance(db, caller, req.params.surveyInstanceId, 'read');
      const id = await glucoseSubject(db, caller, respondent.id);
      const at = row.submittedAt ?? row.createdAt;
      const summary = await glucoseSummary(db, id, 14, at);
      await audit(db, req, 'dexcom.survey.read', `account:${id}`);
      return summary;
    },
  );
};
