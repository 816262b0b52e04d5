import type {
  Questionnaire,
  QuestionnaireItem,
  QuestionnaireResponse,
  QuestionnaireResponseItem,
} from 'fhir/r4';
import { QUESTION_KINDS, readAnswer, unreachableKind, type Locale } from '../contracts';
import type { StoredAnswer } from '../db/schema-surveys';
import { isPhq9 } from '../surveys/phq9';
import { researchDay } from '../surveys/research';
import { pick, type AnswerDef, type QuestionDef, type SurveyDef } from '../leaves/survey-catalogue/types';
import type { InstanceRow } from '../surveys/view';
import {
  DIFFICULTY_ANSWERS,
  FREQUENCY_ANSWERS,
  ORDINAL_VALUE,
  PHQ2_PANEL,
  PHQ9_PANEL,
  type Coding,
  type Panel,
} from './codes';

// Questionnaire and QuestionnaireResponse (FHIR R4) of our surveys. The PHQ-2 of a check-in is a
// group coded as LOINC's PHQ-2 panel, the PHQ-9 is coded as its panel; each PHQ item, answer and
// total carries its LOINC code, any other answer our own code (the answer's id). Typed by @types/fhir's
// R4 definitions (issue 40 point 4): a misspelt element or a wrong value type fails the compiler.

/** Where our own codes and questionnaires are named (the portal's address, plus /fhir). */
export interface FhirBase {
  base: string;
  locale: Locale;
}

const panelOf = (s: SurveyDef): Panel | null =>
  isPhq9(s) ? PHQ9_PANEL : s.questions.some((q) => q.category === 'PHQ2') ? PHQ2_PANEL : null;

export const questionnaireUrl = (b: FhirBase, s: SurveyDef) => `${b.base}/Questionnaire/${s.id}`;

function answerCoding(b: FhirBase, q: QuestionDef, a: AnswerDef, panel: Panel | null): Coding {
  const index = q.answers.indexOf(a);
  if (panel?.items[q.id]) {
    const list = q.id.endsWith('difficulty') ? DIFFICULTY_ANSWERS : FREQUENCY_ANSWERS;
    const coded = list[index];
    if (coded) return { ...coded, display: pick(a.text, b.locale) };
  }
  return { system: `${b.base}/CodeSystem/answers`, code: a.id, display: pick(a.text, b.locale) };
}

function questionItem(b: FhirBase, q: QuestionDef, panel: Panel | null): QuestionnaireItem {
  const code = panel?.items[q.id];
  const kind = QUESTION_KINDS[q.type];
  return {
    linkId: q.id,
    ...(code ? { code: [code] } : {}),
    text: pick(q.text, b.locale),
    type: kind.exportType,
    // Follow-ups are asked only for the areas of focus; open and optional questions may stay empty.
    required: q.stage === 'FIRST_WAVE' && kind.required && !q.tags.includes('optional'),
    ...(!kind.choices
      ? {}
      : {
          answerOption: q.answers.map((a) => ({
            ...(q.scored ? { extension: [{ url: ORDINAL_VALUE, valueDecimal: a.points }] } : {}),
            valueCoding: answerCoding(b, q, a, panel),
          })),
        }),
  };
}

const totalItem = (panel: Panel): QuestionnaireItem => ({
  linkId: `${panel.linkId}.total`,
  code: [panel.total],
  text: panel.total.display,
  type: 'integer',
  readOnly: true,
});

/** The survey's items, with the panel's items (and its total) gathered in one coded group. */
function items<Item>(
  s: SurveyDef,
  panel: Panel | null,
  one: (q: QuestionDef) => Item | null,
  total: () => Item | null,
): { own: Item[]; group: Item[] | null } {
  const inPanel = (q: QuestionDef) => Boolean(panel?.items[q.id]);
  const each = (qs: QuestionDef[]): Item[] =>
    qs.flatMap((q) => {
      const x = one(q);
      return x ? [x] : [];
    });
  const own = each(s.questions.filter((q) => !inPanel(q)));
  if (!panel) return { own, group: null };
  const t = total();
  const grouped = [...each(s.questions.filter(inPanel)), ...(t ? [t] : [])];
  return { own, group: grouped.length > 0 ? grouped : null };
}

export function questionnaire(b: FhirBase, s: SurveyDef): Questionnaire & { id: string } {
  const panel = panelOf(s);
  const { own, group } = items(
    s,
    panel,
    (q) => questionItem(b, q, panel),
    () => (panel ? totalItem(panel) : null),
  );
  const panelGroup: QuestionnaireItem[] =
    panel && group
      ? [{ linkId: panel.linkId, code: [panel.code], text: panel.code.display, type: 'group', item: group }]
      : [];
  return {
    resourceType: 'Questionnaire',
    id: s.id,
    url: questionnaireUrl(b, s),
    version: String(s.revision),
    language: b.locale,
    title: pick(s.name, b.locale),
    status: s.isAvailable ? 'active' : 'retired',
    subjectType: ['Patient'],
    ...(isPhq9(s) ? { code: [PHQ9_PANEL.code] } : {}),
    // The PHQ-9 is the panel itself; a check-in holds the PHQ-2 panel as a group among its items.
    item: isPhq9(s) ? (group ?? undefined) : [...own, ...panelGroup],
  };
}

function answerOf(
  b: FhirBase,
  q: QuestionDef,
  a: StoredAnswer | undefined,
  panel: Panel | null,
  freeText: boolean,
): QuestionnaireResponseItem | null {
  const answer = readAnswer(q.type, a);
  if (!answer || (QUESTION_KINDS[q.type].ownWords && !freeText)) return null;
  const text = pick(q.text, b.locale);
  switch (answer.shape) {
    case 'text':
      if (!answer.answer.trim()) return null;
      return { linkId: q.id, text, answer: [{ valueString: answer.answer }] };
    case 'choice': {
      const option = q.answers.find((x) => x.id === answer.id);
      if (!option) return null;
      return { linkId: q.id, text, answer: [{ valueCoding: answerCoding(b, q, option, panel) }] };
    }
    default:
      return unreachableKind(answer);
  }
}

/** The panel's total as recorded: the PHQ-9's 0–27, or a check-in's PHQ-2 0–6. */
const panelTotal = (row: InstanceRow, s: SurveyDef) => (isPhq9(s) ? row.phq9 : row.phq2);

export interface ResponseOptions {
  id: string;
  subject: string;
  /**
   * The research export: free-text answers (they may name people) are left out, and the response is
   * authored on a day, not at a moment (surveys/research.ts).
   */
  research: boolean;
}

/** A submitted instance as a completed QuestionnaireResponse. */
export function questionnaireResponse(
  b: FhirBase,
  s: SurveyDef,
  row: InstanceRow,
  o: ResponseOptions,
): QuestionnaireResponse & { id: string } {
  const panel = panelOf(s);
  const total = panelTotal(row, s);
  const { own, group } = items(
    s,
    panel,
    (q) => answerOf(b, q, row.answers[q.id], panel, !o.research),
    (): QuestionnaireResponseItem | null =>
      panel && total !== null
        ? { linkId: `${panel.linkId}.total`, text: panel.total.display, answer: [{ valueInteger: total }] }
        : null,
  );
  const panelGroup: QuestionnaireResponseItem[] =
    panel && group ? [{ linkId: panel.linkId, text: panel.code.display, item: group }] : [];
  return {
    resourceType: 'QuestionnaireResponse',
    id: o.id,
    questionnaire: `${questionnaireUrl(b, s)}|${s.revision}`,
    status: 'completed',
    subject: { reference: `Patient/${o.subject}` },
    authored: o.research
      ? researchDay(row.submittedAt ?? row.updatedAt)
      : (row.submittedAt ?? row.updatedAt).toISOString(),
    item: isPhq9(s) ? (group ?? []) : [...own, ...panelGroup],
  };
}
