import { LOCALES, type Locale } from '../contracts';
import { conclusionTexts, DOCTOR_WORDING, type ScoredState } from './care-plan';
import { PATIENT_CARE_TEAM_NOTE } from './patient-content';
import { pick, t, type SurveyDef } from '../leaves/survey-catalogue/types';

// An agreed conclusion is stored in the doctor's words, in the language the doctor worked in: the
// prefill ("The PHQ-2 score is …. The patient said: …") and whatever the doctor typed after it. The
// patient reads the prefill in patient-facing words and in their own language; only what was typed
// stays as typed, quoted as the care team's note. The care team's one-pager reads the prefill in the
// doctor's words in the language it is printed in, the typed rest again as typed.

const NO_FOLLOW_UP = t('', '');

/** A prefill as the doctor's screen wrote it: with the patient's quote, or with it deleted. */
type Prefill = { start: string; quoted: boolean };

/** The doctor's prefills in one language, per conclusion id (`quoted`: with the patient's quote). */
function doctorPrefills(survey: SurveyDef, scored: ScoredState, locale: Locale, quoted: boolean) {
  const wording = { ...DOCTOR_WORDING, followUp: quoted ? DOCTOR_WORDING.followUp : NO_FOLLOW_UP };
  return conclusionTexts(survey, scored, locale, wording).map((c) => ({
    id: c.id,
    start: c.text.trim(),
    quoted,
  }));
}

/** Per conclusion id, every prefill a stored text may begin with (both languages), longest first. */
function prefillsOf(survey: SurveyDef, scored: ScoredState): Map<string, Prefill[]> {
  const byId = new Map<string, Prefill[]>();
  for (const locale of LOCALES)
    for (const quoted of [true, false])
      for (const { id, ...p } of doctorPrefills(survey, scored, locale, quoted))
        byId.set(id, [...(byId.get(id) ?? []), p]);
  for (const list of byId.values()) list.sort((a, b) => b.start.length - a.start.length);
  return byId;
}

/** Per conclusion id, the prefilled beginnings a stored text may have (both languages), longest first. */
export function prefillStarts(survey: SurveyDef, scored: ScoredState): Map<string, string[]> {
  return new Map([...prefillsOf(survey, scored)].map(([id, list]) => [id, list.map((p) => p.start)]));
}

/** The prefill `text` begins with (a whole word boundary after it), if any. */
function startOf<P extends string | Prefill>(text: string, prefills: readonly P[]): P | undefined {
  return prefills.find((p) => {
    const s = typeof p === 'string' ? p : p.start;
    return text.startsWith(s) && (text.length === s.length || /\s/.test(text[s.length]!));
  });
}

/**
 * The stored conclusions as the care team reads them in `locale` (the one-pager, issue 36 point 4):
 * a prefill in either language is said again in this one (with the patient's quote if it was kept),
 * what the doctor typed after it stays as typed, and any other text is the doctor's own and stays as
 * written.
 */
export function inDoctorLanguage(survey: SurveyDef, scored: ScoredState, locale: Locale) {
  const prefills = prefillsOf(survey, scored);
  const own = (quoted: boolean) =>
    new Map(doctorPrefills(survey, scored, locale, quoted).map((p) => [p.id, p.start]));
  const mine = { quoted: own(true), plain: own(false) };
  return (conclusionId: string, text: string): string => {
    const start = startOf(text, prefills.get(conclusionId) ?? []);
    const said = start && (start.quoted ? mine.quoted : mine.plain).get(conclusionId);
    if (!start || said === undefined) return text;
    const note = text.slice(start.start.length).trim();
    return note ? `${said} ${note}` : said;
  };
}

/**
 * The stored text as the patient reads it: `own` (the patient's wording of the prefill) when the text
 * begins with a prefill, followed by the doctor's additions as a note; any other text is the doctor's
 * own and stays as written.
 */
export function inPatientWords(
  text: string,
  starts: readonly string[],
  own: string | undefined,
  locale: Locale,
): string {
  if (own === undefined) return text;
  const start = startOf(text, starts);
  if (start === undefined) return text;
  const note = text.slice(start.length).trim();
  if (!note) return own;
  // The patient's wording may end on a quote of their own words: a full stop before the next sentence.
  const ended = /[.!?]$/.test(own) ? own : `${own}.`;
  return `${ended} ${pick(PATIENT_CARE_TEAM_NOTE, locale).replace('{note}', note)}`;
}
