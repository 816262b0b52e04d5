import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import type { AccountRow } from '../auth/sessions';
import {
  InstanceIdParams,
  SaveCarePlan,
  SaveConclusions,
  SaveRecommendations,
  SurveyInstance,
} from '../contracts';
import type { Db } from '../db';
import type { surveyInstances } from '../db/schema-surveys';
import { conflict, HttpError } from '../http-errors';
import type { Outbox } from '../mail/outbox';
import { markReviewed } from '../people';
import { loadInstance, type Loaded } from '../surveys/access';
import { possibleConclusions, recommendations } from '../surveys/care-plan';
import { saveReview } from '../surveys/instances';
import { sendPlanReady } from '../surveys/plan-mail';
import { afterReview, assertCanReview } from '../surveys/state';
import { instanceView } from '../surveys/view';
import { errors, secured } from './survey-instance';

/** Every review write answers the instance as saved, as GET surveyInstance/{id} would for the doctor. */
const answered = {
  200: SurveyInstance.describe('The instance as saved, the same view GET surveyInstance/{id} answers'),
  ...errors,
};

type Row = typeof surveyInstances.$inferSelect;
const scoredOf = (row: Row) => ({
  scores: row.scores,
  mainAreasOfFocus: row.mainAreasOfFocus,
  phq2: row.phq2,
  answers: row.answers,
});

/** The ticked recommendations by id, each checked against what this instance offers. */
function tickedRecommendations(l: Loaded, body: SaveRecommendations): Record<string, string[]> {
  const offered = recommendations(scoredOf(l.row), {}, 'en-GB');
  const ticked: Record<string, string[]> = {};
  for (const r of body.recommendations) {
    const rec = offered.find((x) => x.id === r.id);
    if (!rec) throw new HttpError(422, `Recommendation ${r.id} is not offered for this survey`);
    const bad = r.answerIds.find((a) => !rec.possibleAnswers.some((p) => p.id === a));
    if (bad !== undefined)
      throw new HttpError(422, `Answer ${bad} is not an option of recommendation ${r.id}`);
    ticked[r.id] = [...new Set(r.answerIds)];
  }
  return ticked;
}

/** The conclusions to store and the status they lead to; an agreed plan needs one with text. */
function checkedConclusions(l: Loaded, body: SaveConclusions) {
  const ids = new Set(possibleConclusions(l.survey, scoredOf(l.row), 'en-GB').map((c) => c.id));
  const seen = new Set<string>();
  for (const c of body.conclusions) {
    if (!ids.has(c.id)) throw new HttpError(422, `Conclusion ${c.id} is not offered for this survey`);
    if (seen.has(c.id)) throw new HttpError(400, `Conclusion ${c.id} appears twice`);
    seen.add(c.id);
  }
  const conclusions = body.conclusions.map((c) => ({ conclusionId: c.id, text: c.text }));
  if (body.complete && !conclusions.some((c) => c.text.trim())) {
    throw new HttpError(422, 'Conclusion error: the care plan needs at least one conclusion');
  }
  const status = afterReview(body.complete);
  return { conclusions, status, ...(status === 'COMPLETED' ? { completedAt: new Date() } : {}) };
}

export interface CareContext {
  db: Db;
  outbox: Outbox;
  /** The portal's origin, for the link in the plan-ready e-mail. */
  portalOrigin: string;
}

/** The doctor's review: ticked recommendations, conclusions, and the agreed care plan (→ COMPLETED). */
export const surveyCareRoutes: FastifyPluginAsyncZod<CareContext> = async (
  app,
  { db, outbox, portalOrigin },
) => {
  signedInRoutes(app, db);

  async function reviewable(account: AccountRow, id: string) {
    const l = await loadInstance(db, account, id, 'review');
    assertCanReview(l.row);
    return l;
  }

  /**
   * Writes the review fields and the new status if nobody else moved the instance meanwhile, and
   * answers the doctor's view of the row as written (no second read).
   */
  async function save(l: Loaded, doctor: AccountRow, set: Partial<typeof surveyInstances.$inferInsert>) {
    const row = await saveReview(db, l.row.id, l.row.status, set);
    if (!row) throw conflict('The survey changed meanwhile; reload it');
    if (row.status === 'COMPLETED')
      await sendPlanReady(db, outbox, portalOrigin, l.respondent.id, row.id, app.log);
    if (row.status === 'COMPLETED') await markReviewed(db, l.respondent.id);
    return instanceView(row, l.survey, l.respondent, doctor.locale);
  }

  const conclusionAction = (complete: boolean) =>
    complete ? 'survey-instance.care-plan' : 'survey-instance.conclusion';

  app.put(
    '/surveyInstance/:id/recommendations',
    {
      config: { roles: ['doctor'], denied: 'Only doctors review surveys' },
      schema: {
        ...secured,
        summary: 'Save the ticked recommendations (draft → REVIEW)',
        params: InstanceIdParams,
        body: SaveRecommendations,
        response: answered,
      },
    },
    async (req) => {
      const doctor = accountOf(req);
      const l = await reviewable(doctor, req.params.id);
      const view = await save(l, doctor, {
        recommendations: tickedRecommendations(l, req.body),
        status: 'REVIEW',
      });
      await audit(db, req, 'survey-instance.recommendations', `survey-instance:${l.row.id}`);
      return view;
    },
  );

  app.put(
    '/surveyInstance/:id/conclusion',
    {
      config: { roles: ['doctor'], denied: 'Only doctors review surveys' },
      schema: {
        ...secured,
        summary:
          'Save conclusions; complete:true records the agreed care plan (→ COMPLETED), else a draft (→ REVIEW)',
        params: InstanceIdParams,
        body: SaveConclusions,
        response: answered,
      },
    },
    async (req) => {
      const doctor = accountOf(req);
      const l = await reviewable(doctor, req.params.id);
      const view = await save(l, doctor, checkedConclusions(l, req.body));
      await audit(db, req, conclusionAction(req.body.complete), `survey-instance:${l.row.id}`);
      return view;
    },
  );

  app.put(
    '/surveyInstance/:id/care-plan',
    {
      config: { roles: ['doctor'], denied: 'Only doctors review surveys' },
      schema: {
        ...secured,
        summary:
          'Save recommendations and conclusions in one write; complete:true records the agreed care plan (→ COMPLETED), else a draft (→ REVIEW)',
        params: InstanceIdParams,
        body: SaveCarePlan,
        response: answered,
      },
    },
    async (req) => {
      const doctor = accountOf(req);
      const l = await reviewable(doctor, req.params.id);
      const view = await save(l, doctor, {
        recommendations: tickedRecommendations(l, req.body),
        ...checkedConclusions(l, req.body),
      });
      // The same trail as the two separate writes it replaces.
      await audit(db, req, 'survey-instance.recommendations', `survey-instance:${l.row.id}`);
      await audit(db, req, conclusionAction(req.body.complete), `survey-instance:${l.row.id}`);
      return view;
    },
  );
};
