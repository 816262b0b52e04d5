import { answersFor } from '../seed-surveys';
import { conclusionTexts, type ScoredState } from './care-plan';
import { findSurvey } from '../leaves/survey-catalogue';
import { inDoctorLanguage, inPatientWords, prefillStarts } from './patient-conclusions';
import { patientConclusions } from './patient-view';
import { scoreAnswers } from './scoring';

// The agreed care plan as the patient reads it (issue 10): the prefill in patient words and in the
// patient's language, whatever language the doctor agreed it in; what the doctor typed stays as typed.

const survey = findSurvey('type1-v2')!;
const answers = answersFor(survey, { PSYCH: 7, KNOWLEDGE: 2, THERAPY: 5, SOCIAL: 3, PHQ2: 3 });
const scored: ScoredState = { ...scoreAnswers(survey, answers), answers };
const starts = prefillStarts(survey, scored);
const doctorEn = conclusionTexts(survey, scored, 'en-GB');
const patientEs = new Map(patientConclusions(survey, scored, 'es-ES').map((c) => [c.id, c.text]));
const first = doctorEn[0]!;
const withoutQuote = first.text.slice(0, first.text.indexOf(' The patient said'));
const own = patientEs.get(first.id)!;
const read = (text: string) => inPatientWords(text, starts.get(first.id)!, patientEs.get(first.id), 'es-ES');

it('the setup has a prefill quoting the patient', () => {
  expect(first.text).toMatch(/The patient said: /);
});

it('an untouched English prefill reads in Spanish patient words', () => {
  expect(read(first.text)).toBe(patientEs.get(first.id));
});

it("the doctor's addition stays as typed, quoted as the care team's note", () => {
  const shown = read(`${first.text} Agreed: fortnightly check-ins.`);
  expect(shown).toBe(`${own}. Su equipo anotó: «Agreed: fortnightly check-ins.»`);
  expect(shown).not.toMatch(/The patient said|score is/);
});

it('a prefill whose quote the doctor removed is still recognised', () => {
  expect(read(`${withoutQuote} See you in May.`)).toBe(`${own}. Su equipo anotó: «See you in May.»`);
});

it('a rewritten conclusion is the doctor’s own words and stays as written', () => {
  expect(read('We agreed to meet monthly.')).toBe('We agreed to meet monthly.');
  // Not a prefix at a word boundary: the prefill followed by more letters is a rewrite too.
  expect(read(`${withoutQuote}x`)).toBe(`${withoutQuote}x`);
});

it('a conclusion with no patient wording (additional resources) is left alone', () => {
  expect(inPatientWords('[link](https://x.test)', [], undefined, 'es-ES')).toBe('[link](https://x.test)');
});

describe("the care team's one-pager in Spanish (issue 36 point 4)", () => {
  const doctorEs = conclusionTexts(survey, scored, 'es-ES');
  const say = inDoctorLanguage(survey, scored, 'es-ES');
  const firstEs = doctorEs.find((c) => c.id === first.id)!.text;

  it('an untouched English prefill, quote and all, reads in Spanish', () => {
    expect(firstEs).toMatch(/ El paciente indicó: /);
    expect(say(first.id, first.text)).toBe(firstEs);
  });

  it('what the doctor typed after it stays as typed', () => {
    expect(say(first.id, `${first.text} Agreed: fortnightly check-ins.`)).toBe(
      `${firstEs} Agreed: fortnightly check-ins.`,
    );
  });

  it('a prefill whose quote the doctor removed stays without the quote', () => {
    const plainEs = firstEs.slice(0, firstEs.indexOf(' El paciente indicó'));
    expect(say(first.id, `${withoutQuote} See you in May.`)).toBe(`${plainEs} See you in May.`);
  });

  it('a rewritten conclusion is the doctor’s own and stays as written; Spanish stays Spanish', () => {
    expect(say(first.id, 'We agreed to meet monthly.')).toBe('We agreed to meet monthly.');
    expect(say(first.id, firstEs)).toBe(firstEs);
  });
});
