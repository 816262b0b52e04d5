import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http-errors';
import type { AccountRow } from '../leaves/account-row';

/**
 * What a survey-bound account may call (req A§6: a restricted user opens only its survey; a one-time
 * patient only its one-time survey). Everything else is refused here, in the API, whatever the UI
 * shows. Instances are further limited to the account's own by `loadInstance`.
 */
export const SURVEY_BOUND_ROUTES: ReadonlySet<string> = new Set([
  'GET /user/this',
  'POST /user/this/locale',
  'POST /auth/sign-out',
  'GET /surveyInstance',
  'GET /surveyInstance/:id',
  'PUT /surveyInstance/:id',
  'POST /surveyInstance/:id/submit',
  // The agreed plan's resource links, for a sign-up-link patient reading it on their survey's page.
  'GET /resources/education/:id/resolved',
  'GET /resources/education/:id/:locale/resolved',
]);

export const isSurveyBound = (a: AccountRow) => a.isRestrictedUser || a.isSingleSurveyPatient;

export function assertBoundAccess(req: FastifyRequest, account: AccountRow): void {
  if (!isSurveyBound(account)) return;
  if (SURVEY_BOUND_ROUTES.has(`${req.method} ${req.routeOptions.url ?? ''}`)) return;
  throw forbidden('auth.ownSurveyOnly');
}
