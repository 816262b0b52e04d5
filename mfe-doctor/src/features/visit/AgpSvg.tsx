import { useIntl } from 'react-intl';
import {
  type AgpBin,
  formatGlucose,
  GLUCOSE_BOUNDS,
  glucoseAxis,
  type GlucoseUnit,
} from '@dcp/shared/contracts';

// The AGP percentile chart hand-drawn in SVG (the one-pager must not pull victory into the doctor's
// bundle): 10–90 % light grey, 25–75 % darker grey, the median a black line, the target range's bounds dashed.
// Greys and a line, so it prints in black and white (the target lines drawn over the bands); the same
// drawing as the PDF's (api agp-pdf.ts). Positions are mg/dL (the data's); labels are in `unit`.

const W = 480;
const H = 150;
const LEFT = 30;
const BOTTOM = 16;
const { lowBelow, targetMax, highMax } = GLUCOSE_BOUNDS;
const Y_TICKS = [lowBelow, targetMax, highMax];
const X_TICKS = [0, 360, 720, 1080, 1440];
type Key = 'p10' | 'p25' | 'p50' | 'p75' | 'p90';

const x = (minute: number) => LEFT + (minute / 1440) * (W - LEFT);

export function AgpSvg({ bins, unit }: { bins: AgpBin[]; unit: GlucoseUnit }) {
  const intl = useIntl();
  const { max } = glucoseAxis(unit);
  const y = (mgdl: number) => H - BOTTOM - (Math.min(mgdl, max) / max) * (H - BOTTOM);
  const pt = (b: AgpBin, k: Key) => `${x(b.minute + 15).toFixed(1)},${y(b[k]!).toFixed(1)}`;
  const data = bins.filter((b) => b.p50 !== null);
  const band = (lo: Key, hi: Key) =>
    `M${data.map((b) => pt(b, hi)).join('L')}L${[...data]
      .reverse()
      .map((b) => pt(b, lo))
      .join('L')}Z`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" aria-hidden="true" focusable="false">
      {data.length > 1 ? (
        <>
          <path d={band('p10', 'p90')} fill="#ddd" />
          <path d={band('p25', 'p75')} fill="#999" />
          <polyline
            points={data.map((b) => pt(b, 'p50')).join(' ')}
            fill="none"
            stroke="#000"
            strokeWidth="2"
          />
        </>
      ) : null}
      {Y_TICKS.map((t) => {
        const target = t === lowBelow || t === targetMax;
        return (
          <g key={t}>
            <line
              x1={LEFT}
              x2={W}
              y1={y(t)}
              y2={y(t)}
              stroke={target ? '#000' : '#ccc'}
              strokeDasharray={target ? '4 3' : undefined}
            />
            <text x={LEFT - 4} y={y(t) + 3} fontSize="9" textAnchor="end">
              {formatGlucose(t, unit, intl.locale)}
            </text>
          </g>
        );
      })}
      {X_TICKS.map((m) => (
        <text
          key={m}
          x={x(m)}
          y={H - 3}
          fontSize="9"
          textAnchor={m === 1440 ? 'end' : m === 0 ? 'start' : 'middle'}
        >
          {`${String(m / 60).padStart(2, '0')}:00`}
        </text>
      ))}
      <rect x={LEFT} y={0} width={W - LEFT} height={H - BOTTOM} fill="none" stroke="#666" />
    </svg>
  );
}
