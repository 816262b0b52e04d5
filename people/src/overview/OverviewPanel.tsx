import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { OVERDUE_DAYS, OverviewPeriod, type ClinicOverview } from '@dcp/shared/contracts';
import type { Loaded } from '@dcp/shared/data';
import { Button, Card, Notification, Select, Spinner, Table, downloadBlob } from '@dcp/shared/ui';
import { countText, figuresOf, overviewCsv, type Figure, type FigureGroup } from './figures';

// The clinic at a glance (issue 42 point 4), one building block under the admin's and the doctor's
// pages: the period, three groups of figures (each linking to the list filtered the same way where
// the list has that filter), the months of the 12-month view, overdue reviews per doctor, and the CSV.

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  margin: ${({ theme }) => theme.space[3]} 0;
`;
const Rows = styled.dl`
  margin: 0;
  & > div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[1]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    flex: 1 1 auto;
  }
  dd {
    flex: 0 0 auto;
    white-space: nowrap;
    margin: 0;
    font-weight: 600;
    text-align: end;
  }
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
`;

type Month = ClinicOverview['months'][number];
const GROUPS: FigureGroup[] = ['patients', 'questionnaires', 'glucose'];

export interface OverviewPanelProps {
  overview: Loaded<ClinicOverview>;
  period: OverviewPeriod;
  onPeriod: (p: OverviewPeriod) => void;
  /** The patient list a figure opens (admin/patients-list, doctor/users-list). */
  listPath: string;
  /** The doctor's view: links open their own patients (the list's Assigned filter). */
  ownOnly?: boolean;
  /** The CSV's file name, without extension. */
  fileName: string;
}

export function OverviewPanel({
  overview,
  period,
  onPeriod,
  listPath,
  ownOnly = false,
  fileName,
}: OverviewPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shared.overview.${id}` }, values);
  const o = overview.data;
  const figures = o ? figuresOf(o, intl, listPath, ownOnly) : [];
  const label = (f: Figure) => intl.formatMessage({ id: `shared.overview.figure.${f.key}` }, f.values);
  const monthName = (m: string) =>
    intl.formatDate(`${m}-01`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const day = (d: string) => intl.formatDate(d, { dateStyle: 'medium', timeZone: 'UTC' });
  const download = () =>
    downloadBlob(
      new Blob([overviewCsv(o!, intl, figures)], { type: 'text/csv;charset=utf-8' }),
      `${fileName}-${o!.to}.csv`,
    );
  return (
    <>
      <Bar>
        <Select
          label={t('period')}
          value={period}
          onChange={(e) => onPeriod(OverviewPeriod.parse(e.target.value))}
          options={OverviewPeriod.options.map((p) => ({ value: p, label: t(`period.${p}`) }))}
        />
        <Button variant="secondary" onClick={download} disabled={!o}>
          {t('download')}
        </Button>
      </Bar>
      {overview.error ? <Notification type="error" title={t('errorTitle')} message={t('error')} /> : null}
      {!o ? (
        overview.loading ? (
          <Spinner label={t('loading')} />
        ) : null
      ) : (
        <>
          <p>{t('span', { from: day(o.from), to: day(o.to) })}</p>
          <Grid>
            {GROUPS.map((g) => (
              <Card key={g} aria-labelledby={`overview-${g}`}>
                <h2 id={`overview-${g}`}>{t(`group.${g}`)}</h2>
                <Rows>
                  {figures
                    .filter((f) => f.group === g)
                    .map((f) => (
                      <div key={`${f.key}${f.values?.zone ?? ''}`}>
                        <dt>{f.href ? <Link to={f.href}>{label(f)}</Link> : label(f)}</dt>
                        <dd>{f.text}</dd>
                      </div>
                    ))}
                </Rows>
              </Card>
            ))}
          </Grid>
          {o.months.length ? (
            <Table
              caption={t('months')}
              columns={[
                { key: 'month', header: t('month'), render: (m: Month) => monthName(m.month) },
                ...(['assigned', 'answered', 'reviewed'] as const).map((k) => ({
                  key: k,
                  header: t(`figure.${k}`),
                  render: (m: Month) => countText(intl, m[k], o.minCount),
                })),
              ]}
              rows={o.months}
              rowKey={(m) => m.month}
            />
          ) : null}
          {o.overdueByDoctor.length ? (
            <Table
              caption={t('overdueByDoctor', { days: OVERDUE_DAYS })}
              columns={[
                { key: 'doctor', header: t('doctor'), render: (d) => d.doctor },
                {
                  key: 'overdue',
                  header: t('overdue'),
                  render: (d) => countText(intl, d.overdue, o.minCount),
                },
              ]}
              rows={o.overdueByDoctor}
              rowKey={(d) => d.doctor}
            />
          ) : null}
          <p>{t('privacy', { min: o.minCount })}</p>
        </>
      )}
    </>
  );
}
