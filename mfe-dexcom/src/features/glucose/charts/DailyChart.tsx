import { FormattedMessage, useIntl } from 'react-intl';
import { VictoryAxis, VictoryChart, VictoryLine } from 'victory';
import type { DailyTrace } from '@dcp/shared/contracts';
import { AXIS_MAX, hourLabel } from './bands';

/** Small multiples: one trace per day of the last 14 (15-minute means from the API). */
export function DailyChart({ days }: { days: DailyTrace[] }) {
  const intl = useIntl();
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <strong>
          <FormattedMessage id="dexcom.charts.dailyTitle" />
        </strong>
      </figcaption>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
          gap: '0.5rem',
        }}
      >
        {days.map((d) => {
          const values = d.points.map((p) => p.value);
          const label = intl.formatMessage(
            { id: 'dexcom.charts.dayAlt' },
            {
              date: intl.formatDate(`${d.date}T12:00:00`, {
                weekday: 'short',
                day: 'numeric',
                month: 'short',
              }),
              min: values.length ? Math.min(...values) : '–',
              max: values.length ? Math.max(...values) : '–',
            },
          );
          return (
            <div key={d.date} role="img" aria-label={label} title={label}>
              <div aria-hidden="true">
                {intl.formatDate(`${d.date}T12:00:00`, { weekday: 'short', day: 'numeric' })}
              </div>
              <div aria-hidden="true">
                <VictoryChart
                  height={120}
                  width={220}
                  domain={{ x: [0, 1440], y: [0, AXIS_MAX] }}
                  padding={{ top: 5, bottom: 20, left: 30, right: 5 }}
                >
                  <VictoryAxis
                    tickValues={[0, 720, 1440]}
                    tickFormat={(m: number) => hourLabel(m % 1440)}
                    style={{ tickLabels: { fontSize: 10 } }}
                  />
                  <VictoryAxis
                    dependentAxis
                    tickValues={[70, 180]}
                    style={{ tickLabels: { fontSize: 10 } }}
                  />
                  <VictoryLine
                    data={d.points.map((p) => ({ x: p.minute, y: p.value }))}
                    style={{ data: { stroke: '#08306b', strokeWidth: 1.5 } }}
                  />
                </VictoryChart>
              </div>
            </div>
          );
        })}
      </div>
    </figure>
  );
}
