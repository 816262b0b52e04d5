import { fontSizes } from '@dcp/shared/ui';
import type { Frame } from './plot';

/** A labelled position on an axis; `dy` moves the label only (two close ticks kept apart). */
export type Tick = { value: number; label: string; dy?: number };

type AxesProps = {
  frame: Frame;
  x: (value: number) => number;
  y: (value: number) => number;
  xTicks: readonly Tick[];
  yTicks: readonly Tick[];
  /**
   * In viewBox units at the medium font size: the labels grow with the person's font-size choice
   * (rem, read in the SVG's own units), and with the chart's width. The margins leave room for the largest.
   */
  fontSize: number;
};

/**
 * The left and bottom axes with their tick marks and labels. Text in the page's colour (`currentColor`),
 * so it follows the theme; the chart's SVG is hidden from screen readers, which read its table or label.
 */
export function Axes({ frame, x, y, xTicks, yTicks, fontSize }: AxesProps) {
  const bottom = frame.height - frame.bottom;
  const right = frame.width - frame.right;
  const mark = fontSize / 3;
  return (
    <g fill="currentColor" stroke="none" style={{ fontSize: `${fontSize / fontSizes.medium}rem` }}>
      <path d={`M${frame.left},${frame.top}V${bottom}H${right}`} fill="none" stroke="#595959" />
      {yTicks.map((t) => (
        <g key={`y${t.value}`}>
          <line x1={frame.left - mark} x2={frame.left} y1={y(t.value)} y2={y(t.value)} stroke="#595959" />
          <text
            x={frame.left - mark - 2}
            y={y(t.value)}
            dy={t.dy}
            dominantBaseline="central"
            textAnchor="end"
          >
            {t.label}
          </text>
        </g>
      ))}
      {xTicks.map((t) => (
        <g key={`x${t.value}`}>
          <line x1={x(t.value)} x2={x(t.value)} y1={bottom} y2={bottom + mark} stroke="#595959" />
          <text x={x(t.value)} y={bottom + mark + 2} dominantBaseline="hanging" textAnchor="middle">
            {t.label}
          </text>
        </g>
      ))}
    </g>
  );
}
