import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CHANGE_THRESHOLDS } from '@dcp/shared/contracts';
import { Card, PageHeader, Spinner, VisuallyHidden } from '@dcp/shared/ui';
import { useTrends } from './api/getTrends';
import { summaryPath } from './paths';
import { Sparkline } from './Sparkline';
import { trendSeries, type Series } from './trendSeries';
import { formatMetric, visitLabels } from './units';
import { Verdict } from './Verdict';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: 2px ${({ theme }) => theme.space[1]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  h2 {
    font-size: 1.1rem;
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

function SeriesCard({ s, labels }: { s: Series; labels: Map<string, string> }) {
  const intl = useIntl();
  const title =
    s.kind === 'score'
      ? intl.formatMessage({ id: `shared.survey.category.${s.category}` })
      : intl.formatMessage({ id: `doctor.visit.metric.${s.kind}` });
  const value = (v: number) => (s.kind === 'score' ? intl.formatNumber(v) : formatMetric(intl, s.kind, v));
  const fmt = (v: number | null) => (v === null ? intl.formatMessage({ id: 'doctor.visit.none' }) : value(v));
  const headingId = `trend-${s.key}`;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <Sparkline values={s.points.map((p) => p.value)} max={s.max} format={value} />
      <table>
        <caption>
          <VisuallyHidden>
            {intl.formatMessage({ id: 'doctor.trends.tableCaption' }, { what: title })}
          </VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'doctor.trends.visit' })}</th>
            <th scope="col">
              {s.kind === 'score'
                ? intl.formatMessage({ id: 'doctor.trends.scoreOf' }, { max: s.max })
                : intl.formatMessage({ id: 'doctor.trends.value' })}
            </th>
            <th scope="col">{intl.formatMessage({ id: 'doctor.visit.change' })}</th>
          </tr>
        </thead>
        <tbody>
          {s.points.map((p) => (
            <tr key={p.instanceId}>
              <th scope="row">{labels.get(p.instanceId)}</th>
              <td>{fmt(p.value)}</td>
              <td>
                {p.change ? <Verdict c={p.change} /> : intl.formatMessage({ id: 'doctor.trends.first' })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** doctor/patients/:id/trends: each figure across the patient's visits, with its numbers and verdicts. */
export function TrendsPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, error, loading } = useTrends(id);
  const T = CHANGE_THRESHOLDS;
  const rule = intl.formatMessage(
    { id: 'doctor.trends.rule' },
    {
      score: T.score,
      tir: intl.formatNumber(T.tir),
      tbr: intl.formatNumber(T.tbr),
      gmi: intl.formatNumber(T.gmi),
      cv: intl.formatNumber(T.cv),
      tight: intl.formatNumber(T.tight),
      gri: intl.formatNumber(T.gri),
      hypo: intl.formatNumber(T.hypo),
    },
  );
  let body;
  if (error) body = <p role="alert">{intl.formatMessage({ id: 'doctor.trends.loadError' })}</p>;
  else if (loading || !data) body = <Spinner label={intl.formatMessage({ id: 'doctor.common.loading' })} />;
  else if (data.visits.length === 0) body = <p>{intl.formatMessage({ id: 'doctor.trends.none' })}</p>;
  else {
    const names = visitLabels(
      intl,
      data.visits.map((v) => v.at),
    );
    const labels = new Map(data.visits.map((v, i) => [v.instanceId, names[i]!]));
    body = (
      <>
        <p>
          {intl.formatMessage(
            { id: 'doctor.trends.of' },
            { name: data.surveyName ?? '', count: data.visits.length },
          )}
        </p>
        {!data.glucoseShared ? <p>{intl.formatMessage({ id: 'doctor.trends.noGlucose' })}</p> : null}
        {/* Where the glucose targets changed (issue 42 point 1): the figures after a change are judged
            against the new set. */}
        {data.targetChanges.length ? (
          <ul
            aria-label={intl.formatMessage({ id: 'doctor.trends.targetChanges' })}
            data-testid="target-changes"
          >
            {data.targetChanges.map((c) => (
              <li key={c.at}>
                {intl.formatMessage(
                  { id: 'doctor.trends.targetChange' },
                  {
                    date: intl.formatDate(c.at, { dateStyle: 'medium' }),
                    from: intl.formatMessage({ id: `doctor.trends.set.${c.from}` }),
                    to: intl.formatMessage({ id: `doctor.trends.set.${c.to}` }),
                  },
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <Grid>
          {trendSeries(data).map((s) => (
            <SeriesCard key={s.key} s={s} labels={labels} />
          ))}
        </Grid>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={intl.formatMessage(
          { id: 'doctor.trends.title' },
          { name: data ? `${data.patient.firstName} ${data.patient.lastName}`.trim() : '' },
        )}
        description={rule}
        actions={<Link to={summaryPath(id)}>{intl.formatMessage({ id: 'doctor.visit.printSummary' })}</Link>}
      />
      {body}
    </>
  );
}
