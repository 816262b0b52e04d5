import { useIntl } from 'react-intl';
import {
  EPISODE_LEVELS,
  formatGlucose,
  GLUCOSE_RISK,
  type GlucoseUnit,
  type VisitSummary,
} from '@dcp/shared/contracts';
import { formatDelta, formatPct } from './units';

type Glucose = NonNullable<VisitSummary['glucose']>;

/**
 * GRI with its zone, time in range and below range, tight range and the episodes of both levels, each
 * with its change from the 14 days before (issue 42 point 2); the same lines as the PDF's.
 */
export function RiskLines({ glucose, unit }: { glucose: Glucose; unit: GlucoseUnit }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `doctor.visit.${id}` }, values);
  const { risk, previous: p, statistics: st } = glucose;
  const num = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 1 });
  const g = (mgdl: number) => formatGlucose(mgdl, unit, intl.locale);
  const change = (now: number | null, before: number | null | undefined) => {
    if (!p) return ` (${t('risk.noPrevious')})`;
    if (now === null || before === null || before === undefined) return '';
    return ` (${t('risk.change', { delta: formatDelta(intl, Math.round((now - before) * 10) / 10) })})`;
  };
  const lines = [
    t('risk.gri', { value: risk.gri === null ? t('none') : num(risk.gri), zone: risk.griZone ?? '–' }) +
      change(risk.gri, p?.gri),
    t('risk.tir', { value: formatPct(intl, st.inRangePercentage) }) +
      change(st.inRangePercentage, p?.inRange),
    t('risk.tbr', { value: formatPct(intl, st.lowPercentage) }) + change(st.lowPercentage, p?.low),
    t('risk.tight', {
      from: g(GLUCOSE_RISK.tightMin),
      to: g(GLUCOSE_RISK.tightMax),
      unit,
      value: formatPct(intl, risk.tightRange),
    }),
    ...EPISODE_LEVELS.map((level) => {
      const e = risk.episodes[level];
      return (
        t('risk.episodes', {
          below: g(GLUCOSE_RISK.episodeBelow[level]),
          unit,
          n: e.count,
          week: num(e.perWeek),
          night: e.nightPercent === null ? '–' : formatPct(intl, e.nightPercent),
        }) + change(e.count, p?.[level])
      );
    }),
  ];
  return (
    <ul aria-label={t('risk.caption')} data-testid="visit-risk">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
