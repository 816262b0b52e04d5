import { LOCALES, type Locale } from '../contracts';
import { conclusionTexts, DOCTOR_WORDING, type ScoredState } from './care-plan';
import { PATIENT_CARE_TEAM_NOTE } from './patient-content';
import { pick, t, type SurveyDef } from './types';

// An agreed conclusion is stored in the doctor's words, in the language the doctor worked in: the
// prefill ("The PHQ-2 score is …. The patient said: …") and whatever the doctor typed after it. The
// patient reads the prefill in patient-facing words and in their own language; only what was typed
// stays as typed, quoted as the care team's note.

const NO_FOLLOW_UP = t('', '');

/** Per conclusion id, the prefilled beginnings a stored text may have (both languages), longest first. */
export function prefillStarts(survey: SurveyDef, scored: ScoredState): Map<string, string[]> {
  const starts = new Map<string, string[]>();
  for (const locale of LOCALES)
    for (const followUp of [DOCTOR_WORDING.followUp, NO_FOLLOW_UP])
      for (const c of conclusionTexts(survey, scored, locale, { ...DOCTOR_WORDING, followUp })) {
        const list = starts.get(c.id) ?? [];
        list.push(c.text.trim());
        starts.set(c.id, list);
      }
  for (const list of starts.values()) list.sort((a, b) => b.length - a.length);
  return starts;
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
  const start = starts.find(
    (s) => text.startsWith(s) && (text.length === s.length || /\s/.test(text[s.length]!)),
  );
  if (start === undefined) return text;
  const note = text.slice(start.length).trim();
  if (!note) return own;
  // The patient's wording may end on a quote of their own words: a full stop before the next sentence.
  const ended = /[.!?]$/.test(own) ? own : `${own}.`;
  return `${ended} ${pick(PATIENT_CARE_TEAM_NOTE, locale).replace('{note}', note)}`;
}
