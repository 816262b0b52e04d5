import {
  formatGlucose,
  GLUCOSE_METRIC_COUNTS,
  GLUCOSE_RISK,
  type EpisodeLevel,
  type GlucoseMetric,
  type Locale,
  type VisitSummary,
} from '../contracts';
import { pick, t, type Text } from '../leaves/survey-catalogue/types';

// The one-pager's risk lines (issue 42 point 2): GRI with its zone, time in range and below range,
// tight range and the episodes of both levels, each with its change from the 14 days before.

const TEXT = {
  gri: t('GRI {v}, zone {zone}', 'GRI {v}, zona {zone}'),
  tir: t('Time in range {v}', 'Tiempo en rango {v}'),
  tbr: t('Time below range {v}', 'Tiempo bajo rango {v}'),
  tight: t('Time in tight range {from}–{to}: {v}', 'Tiempo en rango estricto {from}–{to}: {v}'),
  episodes: t(
    'Hypoglycaemic episodes < {below}: {n} ({week}/week, {night} at night)',
    'Episodios de hipoglucemia < {below}: {n} ({week}/semana, {night} de noche)',
  ),
  change: t('{delta} vs previous 14 days', '{delta} frente a 14 días previos'),
  none: t('no previous 14 days', 'sin 14 días previos'),
} satisfies Record<string, Text>;

const say = (text: Text, lang: Locale, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{${k}}`, String(v)), pick(text, lang));

const numberIn = (L: Locale, v: number) => new Intl.NumberFormat(L, { maximumFractionDigits: 1 }).format(v);

/** A compared figure as written: GRI and episode counts as numbers, the others as percentages. */
export const metricFigure = (metric: GlucoseMetric, L: Locale) => (v: number) =>
  GLUCOSE_METRIC_COUNTS.includes(metric) ? numberIn(L, v) : `${numberIn(L, v)} %`;

/**
 * Lines for the glucose block, in the doctor's unit and the summary's language: `short` ones fit half
 * the page's width (two columns), the episodes' `long` ones take all of it.
 */
export function riskLines(s: VisitSummary): { short: string[]; long: string[] } {
  const g = s.glucose;
  if (!g) return { short: [], long: [] };
  const L = s.lang;
  const num = (v: number) => numberIn(L, v);
  const pct = (v: number) => `${num(v)} %`;
  const at = (mgdl: number) => formatGlucose(mgdl, s.glucoseUnit, L, { withUnit: true });
  const p = g.previous;
  /** "(+3.2 vs previous 14 days)", "(±0 …)", or that there is no previous period. */
  const change = (now: number | null, before: number | null | undefined) => {
    if (!p) return ` (${pick(TEXT.none, L)})`;
    if (now === null || before === null || before === undefined) return '';
    const d = Math.round((now - before) * 10) / 10;
    return ` (${say(TEXT.change, L, { delta: d > 0 ? `+${num(d)}` : d === 0 ? '±0' : num(d) })})`;
  };
  const { risk, statistics: st } = g;
  const episodes = (level: EpisodeLevel) => {
    const e = risk.episodes[level];
    return (
      say(TEXT.episodes, L, {
        below: at(GLUCOSE_RISK.episodeBelow[level]),
        n: e.count,
        week: num(e.perWeek),
        night: e.nightPercent === null ? '–' : pct(e.nightPercent),
      }) + change(e.count, p?.[level])
    );
  };
  return {
    short: [
      say(TEXT.gri, L, { v: risk.gri === null ? '–' : num(risk.gri), zone: risk.griZone ?? '–' }) +
        change(risk.gri, p?.gri),
      say(TEXT.tight, L, {
        from: formatGlucose(GLUCOSE_RISK.tightMin, s.glucoseUnit, L),
        to: at(GLUCOSE_RISK.tightMax),
        v: pct(risk.tightRange),
      }),
      say(TEXT.tir, L, { v: pct(st.inRangePercentage) }) + change(st.inRangePercentage, p?.inRange),
      say(TEXT.tbr, L, { v: pct(st.lowPercentage) }) + change(st.lowPercentage, p?.low),
    ],
    long: [episodes('level1'), episodes('level2')],
  };
}
