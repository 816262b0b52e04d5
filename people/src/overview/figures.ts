import type { IntlShape } from 'react-intl';
import { GRI_ZONES, TIR_BANDS, type ClinicOverview, type GroupCount } from '@dcp/shared/contracts';
import { formatPercent } from '@dcp/shared/i18n';
import { parseState, toSearch, type ListState } from '../patient-list/listState';

// The overview's figures as one list of rows (issue 42 point 4): the screen shows them and the CSV
// writes them, so the download says exactly what the page says. A figure links to the patient list
// only where the list has the same filter (Awaiting review, Glucose needs attention, No recent data).

export type FigureGroup = 'patients' | 'questionnaires' | 'glucose';
export interface Figure {
  group: FigureGroup;
  /** Catalogue id of its label (shared.overview.figure.<key>). */
  key: string;
  values?: Record<string, string>;
  /** The figure as written: a count, "fewer than 5", hours, a share. */
  text: string;
  /** The patient list filtered the same way, when it has that filter. */
  href?: string;
}

/** A count as the page writes it: withheld counts say "fewer than N". */
export const countText = (intl: IntlShape, n: GroupCount, min: number) =>
  n === null ? intl.formatMessage({ id: 'shared.overview.fewerThan' }, { min }) : intl.formatNumber(n);

const hoursText = (intl: IntlShape, h: number | null, min: number) =>
  h === null
    ? intl.formatMessage({ id: 'shared.overview.notEnough' }, { min })
    : intl.formatMessage({ id: 'shared.overview.hours' }, { hours: Math.round(h * 10) / 10 });

/** The list's address with these filters (and, for a doctor, their own patients only). */
export function listHref(listPath: string, ownOnly: boolean, filters: Partial<ListState>): string {
  const state = { ...parseState(new URLSearchParams()), ...filters };
  if (ownOnly) state.assigned = 'assigned';
  const query = toSearch(state).toString();
  return query ? `${listPath}?${query}` : listPath;
}

export function figuresOf(o: ClinicOverview, intl: IntlShape, listPath: string, ownOnly: boolean): Figure[] {
  const c = (n: GroupCount) => countText(intl, n, o.minCount);
  const href = (f: Partial<ListState>) => listHref(listPath, ownOnly, f);
  const q = o.questionnaires;
  const share =
    o.phq2Positive !== null && o.phq2Screened
      ? formatPercent(intl, (100 * o.phq2Positive) / o.phq2Screened)
      : null;
  return [
    { group: 'patients', key: 'patients', text: c(o.patients), href: href({}) },
    { group: 'patients', key: 'awaitingReview', text: c(o.awaitingReview), href: href({ awaiting: true }) },
    {
      group: 'patients',
      key: 'phq2Positive',
      text: share ? `${c(o.phq2Positive)} (${share})` : c(o.phq2Positive),
    },
    { group: 'patients', key: 'phq2Screened', text: c(o.phq2Screened) },
    { group: 'patients', key: 'item9Open', text: c(o.item9Open) },
    { group: 'questionnaires', key: 'assigned', text: c(q.assigned) },
    { group: 'questionnaires', key: 'answered', text: c(q.answered) },
    { group: 'questionnaires', key: 'reviewed', text: c(q.reviewed) },
    { group: 'questionnaires', key: 'toAnswer', text: hoursText(intl, q.medianHoursToAnswer, o.minCount) },
    { group: 'questionnaires', key: 'toReview', text: hoursText(intl, q.medianHoursToReview, o.minCount) },
    { group: 'glucose', key: 'linked', text: c(o.glucose.linked) },
    { group: 'glucose', key: 'noData', text: c(o.glucose.noData), href: href({ noData: true }) },
    { group: 'glucose', key: 'attention', text: c(o.glucose.attention), href: href({ glucose: true }) },
    ...TIR_BANDS.map((b) => ({ group: 'glucose' as const, key: `tir.${b}`, text: c(o.glucose.tir[b]) })),
    ...GRI_ZONES.map((z) => ({
      group: 'glucose' as const,
      key: 'gri',
      values: { zone: z },
      text: c(o.glucose.gri[z]),
    })),
    { group: 'glucose', key: 'notEnoughData', text: c(o.glucose.notEnoughData) },
  ];
}

const cell = (s: string) => (/[",\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** The figures, the months and the doctors as CSV (figure, value), in the reader's language. */
export function overviewCsv(o: ClinicOverview, intl: IntlShape, figures: Figure[]): string {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const c = (n: GroupCount) => countText(intl, n, o.minCount);
  const rows: string[][] = [
    [t('shared.overview.csv.figure'), t('shared.overview.csv.value')],
    [t('shared.overview.csv.period'), `${o.from} – ${o.to}`],
    ...figures.map((f) => [t(`shared.overview.figure.${f.key}`, f.values), f.text]),
    ...o.months.flatMap((m) =>
      (['assigned', 'answered', 'reviewed'] as const).map((k) => [
        `${m.month} ${t(`shared.overview.figure.${k}`)}`,
        c(m[k]),
      ]),
    ),
    ...o.overdueByDoctor.map((d) => [t('shared.overview.csv.overdue', { doctor: d.doctor }), c(d.overdue)]),
  ];
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
