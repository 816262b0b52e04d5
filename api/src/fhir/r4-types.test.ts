import type { Bundle, Flag, Observation, Questionnaire, QuestionnaireResponse } from 'fhir/r4';
import type { patientBundle } from './bundle';
import type { cgmObservations } from './cgm';
import type { urgentFlags } from './flag';
import type { questionnaire, questionnaireResponse } from './questionnaire';

// Issue 40 point 4: the FHIR builders answer @types/fhir's R4 types, so a misspelt element, a wrong
// value type or a code outside R4's value set fails the compiler. This names the contract: with a
// builder answering a loose record again, `npm run typecheck` fails on the line below.

type Is<A, B> = [A] extends [B] ? true : false;

const typed: [
  Is<ReturnType<typeof questionnaire>, Questionnaire>,
  Is<ReturnType<typeof questionnaireResponse>, QuestionnaireResponse>,
  Is<Awaited<ReturnType<typeof urgentFlags>>[number], Flag>,
  Is<ReturnType<typeof cgmObservations>[number], Observation>,
  Is<Awaited<ReturnType<typeof patientBundle>>, Bundle>,
] = [true, true, true, true, true];

it('the questionnaire, response, flag, CGM observation and bundle builders are typed as R4 resources', () => {
  expect(typed).toEqual([true, true, true, true, true]);
});
