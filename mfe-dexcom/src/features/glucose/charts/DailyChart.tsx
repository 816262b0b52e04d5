import { FormattedMessage, useIntl } from 'react-intl';
import { Axes, dayScales, hourLabel, linePath, runs, type Frame } from '@dcp/shared/charts';
import {
  GLUCOSE_BOUNDS,
  formatGlucose,
  glucoseAxis,
  type DailyTrace,
  type GlucoseBounds,
  type GlucoseUnit,
} from '@dcp/shared/contracts';

const FRAME: Frame = { width: 180, height: 100, top: 6, right: 18, bottom: 18, left: 34 };
const X_TICKS = [0, 720, 1440].map((m) => ({ value: m, label: hourLabel(m % 1440) }));
/** A trace's points are 15-minute means: a longer step between two is a gap in the readings. */
const STEP = 15;

/** Small multiples: one trace per day of the last 14 (15-minute means from the API). */
export function DailyChart({
  days,
  unit,
  bounds = GLUCOSE_BOUNDS,
}: {
  days: DailyTrace[];
  unit: GlucoseUnit;
  /** The patient's target set's (issue 42 point 1). */
  bounds?: GlucoseBounds;
}) {
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
        {days.map((d) => (
          <Day key={d.date} day={d} unit={unit} bounds={bounds} />
        ))}
      </div>
    </figure>
  );
}

/** One day: its line over the target range's bounds, broken where readings are missing; its range in words. */
function Day({ day, unit, bounds }: { day: DailyTrace; unit: GlucoseUnit; bounds: GlucoseBounds }) {
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
  const { x, y } = dayScales(FRAME, glucoseAxis(unit).max);
  const line = runs(day.points, STEP)
    .map((r) => linePath(r.map((p) => [x(p.minute), y(p.value)] as const)))
    .join('');
  return (
    <div role="img" aria-label={label} title={label}>
      <div aria-hidden="true">{intl.formatDate(noon, { weekday: 'short', day: 'numeric' })}</div>
      <svg viewBox={`0 0 ${FRAME.width} ${FRAME.height}`} width="100%" aria-hidden="true" focusable="false">
        <path d={line} fill="none" stroke="#08306b" strokeWidth={1.5} strokeLinejoin="round" />
        <Axes
          frame={FRAME}
          x={x}
          y={y}
          xTicks={X_TICKS}
          // The target range's bounds only: a small chart has room for two labels.
          yTicks={[bounds.lowBelow, bounds.targetMax].map((t) => ({ value: t, label: g(t) }))}
          fontSize={9}
        />
      </svg>
    </div>
  );
}
