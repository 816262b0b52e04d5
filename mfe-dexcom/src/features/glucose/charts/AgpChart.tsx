import { memo, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
// victory's parts from their own packages (issue 27 point 3): the umbrella made webpack read every
// chart type's modules (pies, bars…) only to find them unused.
import { VictoryArea } from 'victory-area';
import { VictoryAxis } from 'victory-axis';
import { VictoryChart } from 'victory-chart';
import { VictoryLabel } from 'victory-core';
import { VictoryLine } from 'victory-line';
import {
  GLUCOSE_BOUNDS,
  formatGlucose,
  glucoseAxis,
  glucoseBandRanges,
  type AgpBin,
  type GlucoseUnit,
} from '@dcp/shared/contracts';
import { VisuallyHidden } from '@dcp/shared/ui';
import { hourLabel } from './bands';

type Point = { x: number; y: number; y0?: number };
const band = (bins: AgpBin[], lo: keyof AgpBin, hi: keyof AgpBin): Point[] =>
  bins.flatMap((b) =>
    b[lo] === null || b[hi] === null ? [] : [{ x: b.minute, y0: b[lo] as number, y: b[hi] as number }],
  );

const X_TICKS = [0, 180, 360, 540, 720, 900, 1080, 1260, 1440];
const tickHour = (m: number) => hourLabel(m % 1440);
const OUTER = { data: { fill: '#9ecae1', opacity: 0.6 } };
const INNER = { data: { fill: '#3182bd', opacity: 0.7 } };
const MEDIAN = { data: { stroke: '#08306b', strokeWidth: 3 } };
const TARGET = { data: { stroke: '#2a9d57', strokeDasharray: '4 3' } };
const targetLine = (y: number) => [
  { x: 0, y },
  { x: 1440, y },
];
// 54 and 70 mg/dL (3.0 and 3.9 mmol/L) lie close on the scale: their labels overlapped, so each
// moves a little away from the other (the dashed target line stays exactly at 70).
const NUDGE: Record<number, number> = { [GLUCOSE_BOUNDS.veryLowBelow]: 7, [GLUCOSE_BOUNDS.lowBelow]: -3 };
const Y_LABEL = <VictoryLabel dy={({ datum }: { datum?: number }) => NUDGE[datum ?? -1] ?? 0} />;
const LOW_LINE = targetLine(GLUCOSE_BOUNDS.lowBelow);
const HIGH_LINE = targetLine(GLUCOSE_BOUNDS.targetMax);

/**
 * The AGP: median with 25–75 and 10–90 percentile bands over the day; a table for screen readers.
 * Plotted in mg/dL (the data's unit); ticks, legend and table read in `unit`.
 */
export const AgpChart = memo(function AgpChart({ bins, unit }: { bins: AgpBin[]; unit: GlucoseUnit }) {
  const intl = useIntl();
  const axis = glucoseAxis(unit);
  const g = (mgdl: number | null) => (mgdl === null ? '–' : formatGlucose(mgdl, unit, intl.locale));
  const target = glucoseBandRanges(unit, intl.locale).target;
  const series = useMemo(
    () => ({
      outer: band(bins, 'p10', 'p90'),
      inner: band(bins, 'p25', 'p75'),
      median: bins.flatMap((b) => (b.p50 === null ? [] : [{ x: b.minute, y: b.p50 }])),
    }),
    [bins],
  );
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <strong>
          <FormattedMessage id="dexcom.charts.agpTitle" />
        </strong>
      </figcaption>
      <div aria-hidden="true">
        <VictoryChart
          height={260}
          width={640}
          domain={{ x: [0, 1440], y: [0, axis.max] }}
          padding={{ top: 10, bottom: 40, left: 50, right: 30 }}
        >
          <VictoryAxis tickValues={X_TICKS} tickFormat={tickHour} />
          <VictoryAxis
            dependentAxis
            tickValues={axis.ticks}
            tickFormat={(t: number) => g(t)}
            tickLabelComponent={Y_LABEL}
          />
          <VictoryArea data={series.outer} style={OUTER} />
          <VictoryArea data={series.inner} style={INNER} />
          <VictoryLine data={series.median} style={MEDIAN} />
          <VictoryLine data={LOW_LINE} style={TARGET} />
          <VictoryLine data={HIGH_LINE} style={TARGET} />
        </VictoryChart>
      </div>
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
