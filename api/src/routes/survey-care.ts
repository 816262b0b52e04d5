import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import {
  InstanceIdParams,
  SaveCarePlan,
  SaveConclusions,
  SaveRecommendations,
  SurveyInstance,
} from '../contracts';
import type { Loaded } from '../surveys/access';
import { checkedConclusions, tickedRecommendations } from '../surveys/review';
import { saveReviewStep, type CareContext } from '../surveys/review-save';
import { errors, secured } from './survey-instance';

/** Every review write answers the instance as saved, as GET surveyInstance/{id} would for the doctor. */
const answered = {
  200: SurveyInstance.describe('The instance as saved, the same view GET surveyInstance/{id} answers'),
  ...errors,
};

/** The doctor's review: ticked recommendations, conclusions, and the agreed care plan (→ COMPLETED). */
export const surveyCareRoutes: FastifyPluginAsyncZod<CareContext> = async (app, ctx) => {
  const { db } = ctx;
  signedInRoutes(app, db);

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
      const view = await saveReviewStep(
        ctx,
        accountOf(req),
        req.params.id,
        (l) => ({ recommendations: tickedRecommendations(l, req.body), status: 'REVIEW' }),
        req.log,
      );
      await audit(db, req, 'survey-instance.recommendations', `survey-instance:${view.id}`);
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
      const conclusions = (l: Loaded) => checkedConclusions(l, req.body);
      const view = await saveReviewStep(ctx, accountOf(req), req.params.id, conclusions, req.log);
      await audit(db, req, conclusionAction(req.body.complete), `survey-instance:${view.id}`);
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
      const plan = (l: Loaded) => ({
        recommendations: tickedRecommendations(l, req.body),
        ...checkedConclusions(l, req.body),
      });
      const view = await saveReviewStep(ctx, accountOf(req), req.params.id, plan, req.log);
      // The same trail as the two separate writes it replaces.
      await audit(db, req, 'survey-instance.recommendations', `survey-instance:${view.id}`);
      await audit(db, req, conclusionAction(req.body.complete), `survey-instance:${view.id}`);
      return view;
    },
  );
};
