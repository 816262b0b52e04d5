import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { VictoryAxis } from 'victory-axis';
import { VictoryChart } from 'victory-chart';
import { VictoryLine } from 'victory-line';
import {
  GLUCOSE_BOUNDS,
  formatGlucose,
  glucoseAxis,
  type DailyTrace,
  type GlucoseUnit,
} from '@dcp/shared/contracts';
import { hourLabel } from './bands';

const X_TICKS = [0, 720, 1440];
/** The target range's bounds only: a small chart has room for two labels. */
const Y_TICKS = [GLUCOSE_BOUNDS.lowBelow, GLUCOSE_BOUNDS.targetMax];
const SMALL = { tickLabels: { fontSize: 10 } };
const LINE = { data: { stroke: '#08306b', strokeWidth: 1.5 } };
const tickHour = (m: number) => hourLabel(m % 1440);

/**
 * Small multiples: one trace per day of the last 14 (15-minute means from the API). `shown` of them
 * are drawn (ProfileCharts mounts them a few per frame); the rest keep their place, labelled.
 */
export function DailyChart({ days, shown, unit }: { days: DailyTrace[]; shown: number; unit: GlucoseUnit }) {
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
        {days.map((d, i) => (
          <Day key={d.date} day={d} drawn={i < shown} unit={unit} />
        ))}
      </div>
    </figure>
  );
}

/** One day: its text alternative always; its chart once drawn. */
const Day = memo(
  function Day({ day, drawn, unit }: { day: DailyTrace; drawn: boolean; unit: GlucoseUnit }) {
    const intl = useIntl();
    const g = (mgdl: number) => formatGlucose(mgdl, unit, intl.locale);
    const values = day.points.map((p) => p.value);
    const noon = `${day.date}T12:00:00`;
    const label = intl.formatMessage(
      { id: 'dexcom.charts.dayAlt' },
      {
        date: intl.formatDate(noon, { weekday: 'short', day: 'numeric', month: 'short' }),
        min: values.length ? g(Math.min(...values)) : '–',
        max: values.length ? g(Math.max(...values)) : '–',
        unit,
      },
    );
    return (
      <div role="img" aria-label={label} title={label}>
        <div aria-hidden="true">{intl.formatDate(noon, { weekday: 'short', day: 'numeric' })}</div>
        {/* The chart's box is kept while it waits, so nothing below moves when it is drawn. */}
        <div aria-hidden="true" style={{ aspectRatio: '220 / 120' }}>
          {drawn ? (
            <VictoryChart
              height={120}
              width={220}
              domain={{ x: [0, 1440], y: [0, glucoseAxis(unit).max] }}
              padding={{ top: 5, bottom: 20, left: 30, right: 14 }}
            >
              <VictoryAxis tickValues={X_TICKS} tickFormat={tickHour} style={SMALL} />
              <VictoryAxis
                dependentAxis
                tickValues={Y_TICKS}
                tickFormat={(t: number) => g(t)}
                style={SMALL}
              />
              <VictoryLine data={day.points} x="minute" y="value" style={LINE} />
            </VictoryChart>
          ) : null}
        </div>
      </div>
    );
  },
  // Another period's answer carries the same last 14 days: a day whose trace is unchanged is not
  // drawn again (victory would rebuild its chart only to find nothing changed).
  (a, b) => a.drawn === b.drawn && a.unit === b.unit && a.day.date === b.day.date && samePoints(a.day, b.day),
);

const samePoints = (a: DailyTrace, b: DailyTrace) =>
  a.points === b.points ||
  (a.points.length === b.points.length &&
    a.points.every((p, i) => p.minute === b.points[i]!.minute && p.value === b.points[i]!.value));
