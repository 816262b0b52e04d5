import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Score } from '@dcp/shared/contracts';
import { formatPercent } from '@dcp/shared/i18n';

/** Largest radius: req G§2 sizes each node at 30 × the score fraction. */
export const BUBBLE_SCALE = 30;
const MIN_RADIUS = 3;
/** Wide enough for a category name such as 'Psychological burden' under its node. */
const SLOT = 130;
const GRAPH_HEIGHT = BUBBLE_SCALE * 2 + 12;
const PALETTE = ['#0b5cad', '#1d6b35', '#8a4b00', '#6b3fa0', '#b3261e', '#00707a', '#5b6470', '#7a5c00'];

export interface Bubble {
  category: Score['category'];
  /** Node size, 30 × scorePct / 100. */
  size: number;
  pct: number;
}

/** The graph's nodes: every scored category except PHQ2, which has its own section. */
export function bubbles(scores: readonly Score[]): Bubble[] {
  return scores
    .filter((s) => s.category !== 'PHQ2')
    .map((s) => {
      const fraction = Math.min(1, Math.max(0, s.scorePct / 100));
      return { category: s.category, size: BUBBLE_SCALE * fraction, pct: Math.round(s.scorePct) };
    });
}

/** One tile per node, side by side; they wrap on a narrow screen, so the labels keep their size. */
const Tiles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0;
`;

/**
 * The scores as circles (hand-built SVG, so no chart library ships to patients). The figure's
 * accessible name carries every value, and the caller shows the same numbers as a table. Each node is
 * its own tile of SLOT px, all on one scale: one wide drawing shrank its 12 px labels to 7 px on a
 * phone.
 */
export function BubbleGraph({ scores }: { scores: readonly Score[] }) {
  const intl = useIntl();
  const nodes = bubbles(scores);
  if (nodes.length === 0) return null;
  const name = (c: string) => intl.formatMessage({ id: `shared.survey.category.${c}` });
  const summary = intl.formatMessage(
    { id: 'shared.survey.graphLabel' },
    { list: nodes.map((n) => `${name(n.category)} ${formatPercent(intl, n.pct)}`).join(', ') },
  );
  const height = GRAPH_HEIGHT + 36;
  const cx = SLOT / 2;
  return (
    <Tiles role="img" aria-label={summary} data-testid="bubble-graph">
      {nodes.map((n, i) => (
        <svg
          key={n.category}
          aria-hidden="true"
          viewBox={`0 0 ${SLOT} ${height}`}
          // rem, so the tile (and its labels) follow the portal's font size like the text around it.
          style={{ width: `${SLOT / 16}rem`, height: 'auto' }}
        >
          <circle
            cx={cx}
            cy={GRAPH_HEIGHT / 2}
            r={Math.max(MIN_RADIUS, n.size)}
            fill={PALETTE[i % PALETTE.length]}
            fillOpacity={0.85}
            data-size={n.size}
          />
          <text x={cx} y={GRAPH_HEIGHT + 14} textAnchor="middle" fontSize="12" fill="#1a1f26">
            <tspan x={cx}>{name(n.category)}</tspan>
            <tspan x={cx} dy="15">
              {formatPercent(intl, n.pct)}
            </tspan>
          </text>
        </svg>
      ))}
    </Tiles>
  );
}
