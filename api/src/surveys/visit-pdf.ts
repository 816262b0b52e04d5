import { type Comparison, type Locale, type PatientFlag, type VisitSummary } from '../contracts';
import { PdfWriter } from './pdf-writer';
import { metricFigure } from './visit-risk-pdf';
import { pick } from '../leaves/survey-catalogue/types';
import {
  CATEGORY_TEXT,
  QUESTION_AREA_TEXT,
  DIABETES_TEXT,
  FLAG_TEXT,
  METRIC_TEXT,
  PDF_TEXT,
  PHQ9_BAND_TEXT,
  priorityWords,
  VERDICT_TEXT,
} from './visit-text';
import { glucoseBlock } from './visit-glucose-pdf';
import { day, num, say, signed, twoColumns } from './visit-pdf-layout';

// The pre-visit one-pager as one A4 PDF page (issue 24 point 1), drawn from the same VisitSummary the
// print view shows. Each section has a line budget so the page never spills onto a second one. Tagged
// in reading order (issue 36 point 4): the title and name are the H1, each section an H2, its lines
// paragraphs or list items, the AGP a figure with its alternative text; every page's footer repeats
// the patient's name and date of birth and the print date (the data model has no record number).
// The glucose section is in visit-glucose-pdf.ts and the helpers every section uses in
// visit-pdf-layout.ts; this file is the page, its header and its other sections.

function flagText(f: PatientFlag, lang: Locale) {
  return say(FLAG_TEXT[f.code], lang, {
    category: f.category ? pick(CATEGORY_TEXT[f.category], lang) : '',
    value: f.value ?? '',
  });
}

function comparisonText(label: string, c: Comparison, lang: Locale, fmt: (v: number) => string) {
  if (c.before === null || c.after === null || c.delta === null || !c.verdict) return null;
  return `${label}: ${fmt(c.before)} → ${fmt(c.after)} (${signed(lang, c.delta)}) ${pick(VERDICT_TEXT[c.verdict], lang)}`;
}

export const fullName = (s: VisitSummary) => `${s.patient.firstName} ${s.patient.lastName}`.trim();
/** "Date of birth: 12 Mar 1961", the second identifier, or that it is not recorded. */
const dobLine = (s: VisitSummary) =>
  s.patient.birthDate
    ? say(PDF_TEXT.dob, s.lang, { date: day(s.lang, s.patient.birthDate) })
    : pick(PDF_TEXT.dobUnknown, s.lang);

function header(w: PdfWriter, s: VisitSummary) {
  const L = s.lang;
  const c = s.patient.context;
  w.tagged('H1', () => {
    w.text(pick(PDF_TEXT.title, L), { size: 16, bold: true, tag: 'Span' });
    w.text(fullName(s), { size: 12, bold: true, tag: 'Span' });
  });
  w.text(dobLine(s), { size: 9.5, bold: true });
  w.text(say(PDF_TEXT.generated, L, { date: day(L, s.generatedAt) }), { size: 8, grey: true });
  const facts = [
    c.age === null ? pick(PDF_TEXT.ageUnknown, L) : say(PDF_TEXT.age, L, { n: c.age }),
    c.diabetes
      ? say(PDF_TEXT.type, L, { type: pick(DIABETES_TEXT[c.diabetes], L) })
      : pick(PDF_TEXT.typeUnknown, L),
    say(PDF_TEXT.years, L, { years: c.yearsSinceDiagnosis ?? pick(PDF_TEXT.notGiven, L) }),
    say(PDF_TEXT.conditions, L, {
      v:
        c.chronicConditions === null
          ? pick(PDF_TEXT.notGiven, L)
          : pick(c.chronicConditions ? PDF_TEXT.yes : PDF_TEXT.no, L),
    }),
  ];
  w.heading(pick(PDF_TEXT.patient, L));
  w.text(facts.join(' · '), { size: 9, maxLines: 2 });
}

/** The newest PHQ-9: total and band, and item 9 in words inside a frame when above 0. */
function phq9(w: PdfWriter, s: VisitSummary) {
  const p = s.phq9;
  if (!p) return;
  const L = s.lang;
  const band = pick(PHQ9_BAND_TEXT[p.band], L);
  w.text(say(PDF_TEXT.phq9, L, { date: day(L, p.submittedAt), score: p.score, band }), {
    bold: p.urgent || p.score >= 10,
    maxLines: 1,
  });
  if (!p.urgent) return;
  const item9 = { question: p.item9.question, answer: p.item9.answer, points: p.item9.points };
  const notice = s.priority.urgent ? PDF_TEXT.phq9Urgent : PDF_TEXT.phq9Resolved;
  w.boxed([pick(notice, L), say(PDF_TEXT.phq9Item9, L, item9)]);
}

function latest(w: PdfWriter, s: VisitSummary) {
  const L = s.lang;
  w.heading(pick(PDF_TEXT.latest, L));
  // The list's priority, red and bold while item 9 is unresolved (urgent findings dominate).
  const code = pick(priorityWords(s.priority), L);
  w.text(say(PDF_TEXT.priority, L, { code }), { bold: s.priority.urgent, maxLines: 1 });
  const q = s.latest;
  if (!q) {
    w.text(pick(PDF_TEXT.noLatest, L));
    phq9(w, s);
    return;
  }
  w.text(say(PDF_TEXT.latestOf, L, { name: q.surveyName, date: day(L, q.submittedAt) }), {
    bold: true,
    maxLines: 1,
  });
  twoColumns(
    w,
    q.scores
      .filter((sc) => sc.category !== 'PHQ2')
      .map((sc) => `${pick(CATEGORY_TEXT[sc.category], L)}: ${sc.scoreValue} / ${sc.max}`),
  );
  w.text(
    q.concern
      ? say(PDF_TEXT.concern, L, { c: pick(CATEGORY_TEXT[q.concern], L) })
      : pick(PDF_TEXT.noConcern, L),
  );
  const flags = q.flags.map((f) => flagText(f, L));
  w.text(flags.length ? say(PDF_TEXT.flagged, L, { list: flags.join('; ') }) : pick(PDF_TEXT.notFlagged, L), {
    maxLines: 2,
  });
  if (q.phq2) {
    const verdict = pick(q.phq2.possibleDepression ? PDF_TEXT.phq2Positive : PDF_TEXT.phq2Negative, L);
    w.text(`${say(PDF_TEXT.phq2, L, { score: q.phq2.score })}: ${verdict}`, {
      bold: q.phq2.possibleDepression,
    });
  }
  phq9(w, s);
  w.heading(pick(PDF_TEXT.ownWords, L));
  if (q.ownWords.length === 0) w.text(pick(PDF_TEXT.noOwnWords, L), { grey: true });
  let budget = 6;
  for (const o of q.ownWords) {
    if (budget <= 1) break;
    const area = pick(QUESTION_AREA_TEXT[o.category], L);
    budget -= w.text(say(PDF_TEXT.asked, L, { area, question: o.question }), {
      size: 8,
      grey: true,
      maxLines: 1,
    });
    budget -= w.text(say(PDF_TEXT.quote, L, { text: o.answer ?? '' }), {
      size: 8.5,
      maxLines: Math.min(budget, 3),
    });
  }
}

function changes(w: PdfWriter, s: VisitSummary) {
  const L = s.lang;
  w.heading(pick(PDF_TEXT.changes, L));
  const c = s.changes;
  if (!c) {
    w.text(pick(PDF_TEXT.noChanges, L), { grey: true });
    return;
  }
  w.text(say(PDF_TEXT.changesOf, L, { date: day(L, c.previous.at) }), { size: 8, grey: true });
  const lines = [
    ...c.scores.map((x) => comparisonText(pick(CATEGORY_TEXT[x.category], L), x, L, (v) => num(L, v))),
    ...c.glucose.map((x) => comparisonText(pick(METRIC_TEXT[x.metric], L), x, L, metricFigure(x.metric, L))),
  ].filter((l): l is string => l !== null);
  twoColumns(w, lines);
  const name = (cat: typeof c.concern.before) => (cat ? pick(CATEGORY_TEXT[cat], L) : pick(PDF_TEXT.none, L));
  w.text(say(PDF_TEXT.concernChange, L, { before: name(c.concern.before), after: name(c.concern.after) }), {
    size: 8.5,
  });
}

function plan(w: PdfWriter, s: VisitSummary) {
  const L = s.lang;
  w.heading(pick(PDF_TEXT.plan, L));
  const p = s.plan;
  if (!p) {
    w.text(pick(PDF_TEXT.noPlan, L), { grey: true });
    return;
  }
  w.text(say(PDF_TEXT.planOf, L, { date: day(L, p.agreedAt) }), { size: 8, grey: true });
  // What is left of the page above the rule's two lines, in lines of 8.5 pt.
  let budget = Math.max(1, Math.floor((ruleTop(w) - 6 - w.y) / (8.5 * 1.25)));
  const items = [...p.conclusions, ...p.recommendations.map((r) => `${r.question} ${r.answers.join('; ')}`)];
  let shown = 0;
  w.tagged('L', () => {
    for (const item of items) {
      if (budget <= 0) break;
      budget -= w.item(item, { label: '•', size: 8.5, maxLines: Math.min(budget, 4) });
      shown++;
    }
  });
  if (shown < items.length) w.text(pick(PDF_TEXT.more, L), { size: 8, grey: true });
}

/** The rule's place: two lines of 7 pt at the foot of the content. */
const ruleTop = (w: PdfWriter) => w.bottom - 2 * 7 * 1.25;

export async function visitPdf(s: VisitSummary): Promise<Uint8Array> {
  const L = s.lang;
  const printed = day(L, s.generatedAt);
  const w = PdfWriter.create({
    title: say(PDF_TEXT.docTitle, L, { name: fullName(s) }),
    lang: L,
    footer: (page, pages) =>
      say(PDF_TEXT.footer, L, { name: fullName(s), dob: dobLine(s), date: printed, page, pages }),
  });
  header(w, s);
  latest(w, s);
  glucoseBlock(w, s);
  changes(w, s);
  plan(w, s);
  w.y = ruleTop(w);
  w.text(pick(PDF_TEXT.rule, L), { size: 7, grey: true, maxLines: 2 });
  return w.save();
}
