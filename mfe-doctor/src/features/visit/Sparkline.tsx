// A small line of one figure across visits, drawn by hand (no chart library in the doctor's bundle).
// Decorative: the table beside it holds the numbers (the accessible source of truth).

const W = 160;
const H = 44;
const PAD = 5;

export function Sparkline({ values, max }: { values: (number | null)[]; max?: number }) {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return null;
  const hi = max ?? Math.max(...known, 1);
  const lo = max !== undefined ? 0 : Math.min(...known, 0);
  const x = (i: number) =>
    PAD + (values.length > 1 ? (i / (values.length - 1)) * (W - 2 * PAD) : (W - 2 * PAD) / 2);
  const y = (v: number) => H - PAD - ((v - lo) / (hi - lo || 1)) * (H - 2 * PAD);
  const points = values.flatMap((v, i) => (v === null ? [] : [{ x: x(i), y: y(v) }]));
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} aria-hidden="true" focusable="false">
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
  );
}
