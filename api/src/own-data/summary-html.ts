import { formatGlucose, type Locale } from '../contracts';
import { pick, type Text } from '../leaves/survey-catalogue/types';
import { CATEGORY_TEXT, DIABETES_TEXT } from '../surveys/visit-text';
import type { OwnData, OwnQuestionnaire } from './collect';
import { LANGUAGE_TEXT, OWN_TEXT as T } from './text';

// The patient's own summary as one self-contained HTML page (issue 37 point 3; docs/decisions.md says
// why HTML): opens in any browser, on a phone too, prints, and is read by screen readers as headings,
// lists and tables. Everything the patient or their care team typed is escaped, never markup.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function say(text: Text, lang: Locale, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{${k}}`, v), esc(pick(text, lang)));
}
const day = (lang: Locale, iso: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
const pct = (lang: Locale, v: number) =>
  esc(new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(v / 100));

const row = (label: string, value: string) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`;

function profile(d: OwnData, lang: Locale): string {
  const p = d.patient;
  const none = say(T.notRecorded, lang);
  return `<h2>${say(T.profile, lang)}</h2><table>${[
    row(say(T.name, lang), esc(`${p.firstName} ${p.lastName}`.trim()) || none),
    row(say(T.email, lang), esc(p.email)),
    row(say(T.birthDate, lang), p.birthDate ? day(lang, p.birthDate) : none),
    row(say(T.diabetes, lang), p.diabetesType ? say(DIABETES_TEXT[p.diabetesType], lang) : none),
    row(say(T.language, lang), say(LANGUAGE_TEXT[p.locale], lang)),
    row(say(T.since, lang), day(lang, p.createdAt)),
  ].join('')}</table>`;
}

function questionnaire(q: OwnQuestionnaire, lang: Locale): string {
  const results = q.scores.length
    ? `<h4>${say(T.results, lang)}</h4><ul>${q.scores
        .map(
          (s) =>
            `<li>${say(T.resultLine, lang, { area: say(CATEGORY_TEXT[s.category], lang), pct: pct(lang, s.pct) })}</li>`,
        )
        .join('')}</ul>`
    : '';
  const answers = `<h4>${say(T.answers, lang)}</h4><table><thead><tr><th scope="col">${say(T.question, lang)}</th><th scope="col">${say(T.answer, lang)}</th></tr></thead><tbody>${q.answers
    .map(
      (a) =>
        `<tr><td>${esc(a.question)}</td><td>${a.answer === null ? say(T.unanswered, lang) : esc(a.answer)}</td></tr>`,
    )
    .join('')}</tbody></table>`;
  const plan = q.plan?.length
    ? `<ul>${q.plan.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>`
    : `<p>${say(T.planPending, lang)}</p>`;
  return `<section><h3>${esc(q.name)}</h3><p>${say(T.submitted, lang, { date: day(lang, q.submittedAt) })}</p>${results}${answers}<h4>${say(T.plan, lang)}</h4>${plan}</section>`;
}

function glucose(d: OwnData, lang: Locale): string {
  const head = `<h2>${say(T.glucose, lang)}</h2>`;
  if (!d.glucose) return `${head}<p>${say(T.noGlucose, lang)}</p>`;
  const { period, stats } = d.glucose;
  const avg =
    stats.averageGlucose === null
      ? say(T.notRecorded, lang)
      : esc(formatGlucose(stats.averageGlucose, d.unit, lang, { withUnit: true }));
  return `${head}<p>${say(T.glucosePeriod, lang, { start: day(lang, period.start), end: day(lang, period.end) })}</p><table>${[
    row(say(T.average, lang), avg),
    row(say(T.inRange, lang), pct(lang, stats.inRangePercentage)),
    row(say(T.below, lang), pct(lang, stats.lowPercentage)),
    row(say(T.above, lang), pct(lang, stats.highPercentage)),
    row(say(T.readings, lang), esc(String(stats.totalReadings))),
  ].join('')}</table>`;
}

function notes(d: OwnData, lang: Locale): string {
  const head = `<h2>${say(T.notes, lang)}</h2>`;
  if (!d.notes.length) return `${head}<p>${say(T.noNotes, lang)}</p>`;
  return `${head}<ul>${d.notes.map((n) => `<li><strong>${day(lang, n.at)}</strong>: ${esc(n.text)}</li>`).join('')}</ul>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;line-height:1.5;max-width:50rem;margin:0 auto;padding:1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #bbb;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f0f3f7}section{border-top:2px solid #35597a;margin-top:1.5rem}`;

/** The whole page in the patient's language, written at `now`. */
export function ownSummaryHtml(d: OwnData, now: Date): string {
  const lang = d.patient.locale;
  const qs = d.questionnaires.length
    ? d.questionnaires.map((q) => questionnaire(q, lang)).join('')
    : `<p>${say(T.noQuestionnaires, lang)}</p>`;
  return `<!doctype html><html lang="${lang.slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${say(T.title, lang)}</title><style>${STYLE}</style></head><body><main><h1>${say(T.title, lang)}</h1><p>${say(T.prepared, lang, { date: day(lang, now.toISOString()) })}</p><p>${say(T.intro, lang)}</p>${profile(d, lang)}<h2>${say(T.questionnaires, lang)}</h2>${qs}${glucose(d, lang)}${notes(d, lang)}</main></body></html>`;
}
