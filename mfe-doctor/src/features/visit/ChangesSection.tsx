import { useIntl } from 'react-intl';
import type { Comparison, VisitSummary } from '@dcp/shared/contracts';
import { VisuallyHidden } from '@dcp/shared/ui';
import { Block, Muted } from './SheetParts';
import { formatDay, formatMetric } from './units';
import { Verdict } from './Verdict';

/** Latest questionnaire against the previous visit: scores, concern and glucose period figures. */
export function ChangesSection({ changes }: { changes: VisitSummary['changes'] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `doctor.visit.${id}` }, values);
  if (!changes)
    return (
      <Block id="visit-changes" title={t('changes')}>
        <Muted>{t('noChanges')}</Muted>
      </Block>
    );
  const category = (c: string) => intl.formatMessage({ id: `shared.survey.category.${c}` });
  const num = (v: number | null) => (v === null ? t('none') : intl.formatNumber(v));
  const rows: { key: string; label: string; c: Comparison; fmt: (v: number | null) => string }[] = [
    ...changes.scores.map((s) => ({ key: s.category, label: category(s.category), c: s, fmt: num })),
    // A period with no readings on either side has nothing to compare: left out, not "none → none".
    ...changes.glucose
      .filter((g) => g.before !== null || g.after !== null)
      .map((g) => ({
        key: g.metric,
        label: t(`metric.${g.metric}`),
        c: g,
        fmt: (v: number | null) => (v === null ? t('none') : formatMetric(intl, g.metric, v)),
      })),
  ];
  const { before, after } = changes.concern;
  return (
    <Block id="visit-changes" title={t('changes')}>
      <Muted>{t('changesOf', { date: formatDay(intl, changes.previous.at) })}</Muted>
      <table>
        <caption>
          <VisuallyHidden>{t('changesCaption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('what')}</th>
            <th scope="col">{t('before')}</th>
            <th scope="col">{t('now')}</th>
            <th scope="col">{t('change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td>{r.fmt(r.c.before)}</td>
              <td>{r.fmt(r.c.after)}</td>
              <td>
                <Verdict c={r.c} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t('concernChange', {
          before: before ? category(before) : t('none'),
          after: after ? category(after) : t('none'),
        })}
      </p>
    </Block>
  );
}
