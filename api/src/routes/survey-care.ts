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
import { conflict } from '../http-errors';
import type { Outbox } from '../mail/outbox';
import { markReviewed } from '../people';
import { loadInstance, type Loaded } from '../surveys/access';
import { saveReview } from '../surveys/instances';
import { sendPlanReady } from '../surveys/plan-mail';
import { checkedConclusions, tickedRecommendations } from '../surveys/review';
import { assertCanReview } from '../surveys/state';
import { instanceView } from '../surveys/view';
import { errors, secured } from './survey-instance';

/** Every review write answers the instance as saved, as GET surveyInstance/{id} would for the doctor. */
const answered = {
  200: SurveyInstance.describe('The instance as saved, the same view GET surveyInstance/{id} answers'),
  ...errors,
};

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
    if (!row) throw conflict('survey.changed');
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
      config: { roles: ['doctor'], denied: 'survey.doctorsReview' },
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
      config: { roles: ['doctor'], denied: 'survey.doctorsReview' },
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
      config: { roles: ['doctor'], denied: 'survey.doctorsReview' },
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
