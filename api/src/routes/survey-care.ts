import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { bearerAuth, requireAccount } from '../auth/plugin';
import { ErrorBody, InstanceIdParams, SaveConclusions, SaveRecommendations, SurveyInstance, type SurveyStatus } from '../contracts';
import type { Db } from '../db';
import type { surveyInstances } from '../db/schema-surveys';
import { conflict, HttpError } from '../http-errors';
import { loadInstance } from '../surveys/access';
import { possibleConclusions, recommendations } from '../surveys/care-plan';
import { saveReview } from '../surveys/instances';
import { afterReview, assertCanReview } from '../surveys/state';
import { instanceView } from '../surveys/view';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const secured = { tags: ['surveyInstance'], security: [{ bearer: [] }] };

/** The doctor's review: ticked recommendations, conclusions, and the agreed care plan (→ COMPLETED). */
export const surveyCareRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', bearerAuth(db));

  const scoredOf = (row: typeof surveyInstances.$inferSelect) => ({
    scores: row.scores,
    mainAreasOfFocus: row.mainAreasOfFocus,
    phq2: row.phq2,
    answers: row.answers,
  });

  /** Writes the review fields and the new status if nobody else moved the instance meanwhile. */
  async function save(id: string, fromStatus: SurveyStatus, set: Partial<typeof surveyInstances.$inferInsert>) {
    if (!(await saveReview(db, id, fromStatus, set))) throw conflict('The survey changed meanwhile; reload it');
  }

  app.put(
    '/surveyInstance/:id/recommendations',
    { schema: { ...secured, summary: 'Save the ticked recommendations (draft → REVIEW)', params: InstanceIdParams, body: SaveRecommendations, response: { 200: SurveyInstance, ...errors } } },
    async (req) => {
      const doctor = requireAccount(req, ['doctor'], 'Only doctors review surveys');
      const l = await loadInstance(db, doctor, req.params.id, 'review');
      assertCanReview(l.row);
      const offered = recommendations(scoredOf(l.row), {}, 'en-GB');
      const ticked: Record<string, string[]> = {};
      for (const r of req.body.recommendations) {
        const rec = offered.find((x) => x.id === r.id);
        if (!rec) throw new HttpError(422, `Recommendation ${r.id} is not offered for this survey`);
        const bad = r.answerIds.find((a) => !rec.possibleAnswers.some((p) => p.id === a));
        if (bad !== undefined) throw new HttpError(422, `Answer ${bad} is not an option of recommendation ${r.id}`);
        ticked[r.id] = [...new Set(r.answerIds)];
      }
      await save(l.row.id, l.row.status, { recommendations: ticked, status: 'REVIEW' });
      await audit(db, req, 'survey-instance.recommendations', `survey-instance:${l.row.id}`);
      const fresh = await loadInstance(db, doctor, l.row.id, 'read');
      return instanceView(fresh.row, fresh.survey, fresh.respondent, doctor.locale);
    },
  );

  app.put(
    '/surveyInstance/:id/conclusion',
    {
      schema: {
        ...secured,
        summary: 'Save conclusions; complete:true records the agreed care plan (→ COMPLETED), else a draft (→ REVIEW)',
        params: InstanceIdParams,
        body: SaveConclusions,
        response: { 200: SurveyInstance, ...errors },
      },
    },
    async (req) => {
      const doctor = requireAccount(req, ['doctor'], 'Only doctors review surveys');
      const l = await loadInstance(db, doctor, req.params.id, 'review');
      assertCanReview(l.row);
      const ids = new Set(possibleConclusions(l.survey, scoredOf(l.row), 'en-GB').map((c) => c.id));
      const seen = new Set<string>();
      for (const c of req.body.conclusions) {
        if (!ids.has(c.id)) throw new HttpError(422, `Conclusion ${c.id} is not offered for this survey`);
        if (seen.has(c.id)) throw new HttpError(400, `Conclusion ${c.id} appears twice`);
        seen.add(c.id);
      }
      const conclusions = req.body.conclusions.map((c) => ({ conclusionId: c.id, text: c.text }));
      if (req.body.complete && !conclusions.some((c) => c.text.trim())) {
        throw new HttpError(422, 'Conclusion error: the care plan needs at least one conclusion');
      }
      const status = afterReview(req.body.complete);
      await save(l.row.id, l.row.status, { conclusions, status, ...(status === 'COMPLETED' ? { completedAt: new Date() } : {}) });
      await audit(db, req, req.body.complete ? 'survey-instance.care-plan' : 'survey-instance.conclusion', `survey-instance:${l.row.id}`);
      const fresh = await loadInstance(db, doctor, l.row.id, 'read');
      return instanceView(fresh.row, fresh.survey, fresh.respondent, doctor.locale);
    },
  );
};
