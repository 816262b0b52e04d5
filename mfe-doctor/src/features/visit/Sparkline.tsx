import styled from 'styled-components';

// A small line of one figure across visits, drawn by hand (no chart library in the doctor's bundle),
// with its scale: the top and bottom of its range written beside it (issue 36 point 17: a line
// without a scale read as a change of any size). Decorative for screen readers: the table beside it
// holds the numbers (the accessible source of truth).

const W = 160;
const H = 44;
const PAD = 5;

const Figure = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;
// Each label is centred on its line (PAD from the drawing's top and bottom, in pixels as the drawing
// is), whatever the text size.
const Scale = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  align-items: flex-end;
  padding: ${PAD}px 0;
  min-width: 2.5em;
  font-size: 0.8rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  span:first-child {
    transform: translateY(-50%);
  }
  span:last-child {
    transform: translateY(50%);
  }
`;

/** A round top for a range without a fixed maximum: 58 → 60, 7.4 → 8. */
export const niceTop = (v: number) => (v > 10 ? Math.ceil(v / 10) * 10 : Math.ceil(v));

export function Sparkline({
  values,
  max,
  format,
}: {
  values: (number | null)[];
  /** The figure's own maximum (a score's); otherwise the range is the values' own, from 0. */
  max?: number;
  /** A value as the table beside it writes it ("9", "58 %"). */
  format: (v: number) => string;
}) {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return null;
  const hi = max ?? niceTop(Math.max(...known, 1));
  const lo = Math.min(...known, 0);
  const x = (i: number) =>
    PAD + (values.length > 1 ? (i / (values.length - 1)) * (W - 2 * PAD) : (W - 2 * PAD) / 2);
  const y = (v: number) => H - PAD - ((v - lo) / (hi - lo || 1)) * (H - 2 * PAD);
  const points = values.flatMap((v, i) => (v === null ? [] : [{ x: x(i), y: y(v) }]));
  return (
    <Figure aria-hidden="true" data-testid="sparkline">
      <Scale>
        <span>{format(hi)}</span>
        <span>{format(lo)}</span>
      </Scale>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} focusable="false">
        <line x1={PAD} x2={W - PAD} y1={PAD} y2={PAD} stroke="#999" strokeDasharray="3 3" />
        <line x1={PAD} x2={W - PAD} y1={H - PAD} y2={H - PAD} stroke="#999" />
        <polyline
          points={points.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        {points.map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r="3" fill="currentColor" />
        ))}
      </svg>
    </Figure>
  );
}
