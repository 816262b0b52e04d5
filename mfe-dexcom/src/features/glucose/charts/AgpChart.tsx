import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Axes, agpPaths, dayScales, hourLabel, type AgpProps, type Frame } from '@dcp/shared/charts';
import {
  GLUCOSE_BOUNDS,
  formatGlucose,
  glucoseAxis,
  glucoseBandRanges,
  type GlucoseBounds,
} from '@dcp/shared/contracts';
import { VisuallyHidden } from '@dcp/shared/ui';

// Its labels a readable size on a phone; no wider than 40rem, where they would be large.
const FRAME: Frame = { width: 480, height: 240, top: 10, right: 24, bottom: 30, left: 46 };
const X_TICKS = [0, 180, 360, 540, 720, 900, 1080, 1260, 1440].map((m) => ({
  value: m,
  label: hourLabel(m % 1440),
}));
// 54 and 70 mg/dL (3.0 and 3.9 mmol/L; pregnancy's 63, 3.5) lie close on the scale: their labels
// overlapped, so each moves a little away from the other (the dashed target line stays exactly on it).
const nudge = (b: GlucoseBounds): Record<number, number> => ({ [b.veryLowBelow]: 7, [b.lowBelow]: -3 });

/**
 * The AGP: median with 25–75 and 10–90 percentile bands over the day; a table for screen readers.
 * Plotted in mg/dL (the data's unit); ticks, legend and table read in `unit`.
 */
export const AgpChart = memo(function AgpChart({ bins, unit, bounds = GLUCOSE_BOUNDS }: AgpProps) {
  const intl = useIntl();
  const axis = glucoseAxis(unit, bounds);
  const g = (mgdl: number | null) => (mgdl === null ? '–' : formatGlucose(mgdl, unit, intl.locale));
  const target = glucoseBandRanges(unit, intl.locale, bounds).target;
  const NUDGE = nudge(bounds);
  const { x, y } = dayScales(FRAME, axis.max);
  const paths = agpPaths(bins, x, y);
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <strong>
          <FormattedMessage id="dexcom.charts.agpTitle" />
        </strong>
      </figcaption>
      <svg
        viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
        width="100%"
        style={{ maxWidth: '40rem' }}
        aria-hidden="true"
        focusable="false"
      >
        <path d={paths.outer} fill="#9ecae1" fillOpacity={0.6} />
        <path d={paths.inner} fill="#3182bd" fillOpacity={0.7} />
        <path d={paths.median} fill="none" stroke="#08306b" strokeWidth={3} strokeLinejoin="round" />
        {[bounds.lowBelow, bounds.targetMax].map((t) => (
          <line key={t} x1={x(0)} x2={x(1440)} y1={y(t)} y2={y(t)} stroke="#2a9d57" strokeDasharray="4 3" />
        ))}
        <Axes
          frame={FRAME}
          x={x}
          y={y}
          xTicks={X_TICKS}
          yTicks={axis.ticks.map((t) => ({ value: t, label: g(t), dy: NUDGE[t] }))}
          fontSize={12}
        />
      </svg>
      <p>
        <FormattedMessage
          id="dexcom.charts.agpLegend"
          values={{ from: target.from, to: target.to, unit, max: g(axis.max) }}
        />
      </p>
      <VisuallyHidden>
        <table>
          <caption>{intl.formatMessage({ id: 'dexcom.charts.agpTable' }, { unit })}</caption>
          <thead>
            <tr>
              <th>{intl.formatMessage({ id: 'dexcom.charts.time' })}</th>
              <th>{10}</th>
              <th>{25}</th>
              <th>{50}</th>
              <th>{75}</th>
              <th>{90}</th>
            </tr>
          </thead>
          <tbody>
            {bins
              .filter((b) => b.minute % 120 === 0)
              .map((b) => (
                <tr key={b.minute}>
                  <th>{hourLabel(b.minute)}</th>
                  <td>{g(b.p10)}</td>
                  <td>{g(b.p25)}</td>
                  <td>{g(b.p50)}</td>
                  <td>{g(b.p75)}</td>
                  <td>{g(b.p90)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
});
