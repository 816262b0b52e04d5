import { useIntl } from 'react-intl';
import { agpPaths, dayScales, hourLabel, type AgpProps, type Frame } from '@dcp/shared/charts';
import { formatGlucose, GLUCOSE_BOUNDS, glucoseAxis } from '@dcp/shared/contracts';

// The AGP percentile chart for print (its shapes from @dcp/shared/charts, as the patient's colour
// chart's): 10–90 % light grey, 25–75 % darker grey, the median a black line, the target range's bounds dashed.
// Greys and a line, so it prints in black and white (the target lines drawn over the bands); the same
// drawing as the PDF's (api agp-pdf.ts). Positions are mg/dL (the data's); labels are in `unit`.

const W = 480;
const H = 150;
const LEFT = 30;
const BOTTOM = 16;
const FRAME: Frame = { width: W, height: H, top: 0, right: 0, bottom: BOTTOM, left: LEFT };
const X_TICKS = [0, 360, 720, 1080, 1440];

/** `bounds`: the patient's target set's (issue 42 point 1), whose range is dashed. */
export function AgpSvg({ bins, unit, bounds = GLUCOSE_BOUNDS }: AgpProps) {
  const intl = useIntl();
  const { lowBelow, targetMax, highMax } = bounds;
  const { x, y } = dayScales(FRAME, glucoseAxis(unit).max);
  const paths = agpPaths(bins, x, y);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" aria-hidden="true" focusable="false">
      <path d={paths.outer} fill="#ddd" />
      <path d={paths.inner} fill="#999" />
      <path d={paths.median} fill="none" stroke="#000" strokeWidth="2" />
      {[lowBelow, targetMax, highMax].map((t) => {
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
          {hourLabel(m)}
        </text>
      ))}
      <rect x={LEFT} y={0} width={W - LEFT} height={H - BOTTOM} fill="none" stroke="#666" />
    </svg>
  );
}
