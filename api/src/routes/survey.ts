import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf, signedInRoutes } from '../auth/plugin';
import { Survey, SurveyIdParams, SurveyList, toPage } from '../contracts';
import type { Db } from '../db';
import { HttpError } from '../http-errors';
import { SURVEYS } from '../leaves/survey-catalogue';
import { summaryOfSurvey, surveyView } from '../surveys/view';
import { problems, signedIn } from './schema-parts';

const errors = problems(400, 401, 403, 404);
const secured = signedIn('survey');

/** Survey content (no patient data, so no audit row): any signed-in account may read it. */
export const surveyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInRoutes(app, db);

  app.get(
    '/survey',
    {
      config: { roles: 'any' },
      schema: {
        ...secured,
        summary: 'Regular surveys by name, then revision descending',
        response: { 200: SurveyList, ...errors },
      },
    },
    async (req) => {
      const locale = accountOf(req).locale;
      const list = [...SURVEYS.values()]
        .filter((s) => s.surveyType === 'REGULAR')
        .map((s) => summaryOfSurvey(s, locale))
        .sort((a, b) => a.name.localeCompare(b.name, locale) || b.revision - a.revision);
      return toPage(list, 0, Math.max(list.length, 1), list.length, true);
    },
  );

  app.get(
    '/survey/:id',
    {
      config: { roles: 'any' },
      schema: {
        ...secured,
        summary: 'One survey with all its questions',
        params: SurveyIdParams,
        response: { 200: Survey, ...errors },
      },
    },
    async (req) => {
      const locale = accountOf(req).locale;
      const s = SURVEYS.get(req.params.id);
      if (!s) throw new HttpError(404, 'survey.notFound');
      return surveyView(s, locale);
    },
  );
};
