import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Comparison } from '@dcp/shared/contracts';
import { formatDelta } from './units';

// better / worse / same in words with an arrow of the figure's direction: never colour alone, and it
// reads the same printed in black and white.
const Mark = styled.span<{ $strong: boolean }>`
  white-space: nowrap;
  font-weight: ${({ $strong }) => ($strong ? 700 : 400)};
`;
const ARROW = { up: '▲', down: '▼', flat: '=' } as const;

export function Verdict({ c }: { c: Comparison }) {
  const intl = useIntl();
  if (c.delta === null || c.verdict === null)
    return <span>{intl.formatMessage({ id: 'doctor.visit.noComparison' })}</span>;
  const arrow = c.delta > 0 ? ARROW.up : c.delta < 0 ? ARROW.down : ARROW.flat;
  return (
    <Mark $strong={c.verdict !== 'same'}>
      <span aria-hidden="true">{`${arrow} `}</span>
      {intl.formatMessage({ id: `doctor.visit.verdict.${c.verdict}` }, { delta: formatDelta(intl, c.delta) })}
    </Mark>
  );
}
