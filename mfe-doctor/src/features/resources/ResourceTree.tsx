import styled from 'styled-components';
import type { Locale, ResourceNode } from '@dcp/shared/contracts';
import { ResourceLink } from '@dcp/shared/survey';
import { choiceRow } from '@dcp/shared/ui';
import { useIntl } from 'react-intl';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
  align-items: start;
`;
const Group = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => theme.space[2]};
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: max(2.75rem, 44px);
    display: flex;
    align-items: center;
  }
  /* Categories inside a group: a heading and its links, no box of their own (boxes in boxes left a
     phone half the width for the links). */
  details {
    border: none;
    padding: 0;
    margin: ${({ theme }) => theme.space[2]} 0 0 ${({ theme }) => theme.space[1]};
  }
`;
const Row = styled.div`
  display: flex;
  ${choiceRow}
  /* The resource's name may wrap over lines: the box keeps its size. */
  input {
    flex: none;
  }
`;

export interface ResourceTreeProps {
  groups: readonly ResourceNode[];
  checked: ReadonlySet<string>;
  onToggle: (node: ResourceNode, checked: boolean) => void;
  locale?: Locale;
  /** false: a single column (inside a dialog). */
  twoColumns?: boolean;
}

function Node({ node, ...rest }: Omit<ResourceTreeProps, 'groups' | 'twoColumns'> & { node: ResourceNode }) {
  const intl = useIntl();
  if (node.type === 'RESOURCE') {
    return (
      <Row>
        {/* The link beside it names the resource; the checkbox's own name says what ticking does. */}
        <input
          type="checkbox"
          aria-label={intl.formatMessage({ id: 'doctor.resources.select' }, { name: node.name })}
          checked={rest.checked.has(node.id)}
          onChange={(e) => rest.onToggle(node, e.target.checked)}
        />
        {node.url ? (
          <ResourceLink url={node.url} locale={rest.locale}>
            {node.name}
          </ResourceLink>
        ) : (
          <span>{node.name}</span>
        )}
      </Row>
    );
  }
  return (
    <Group open>
      <summary>{node.name}</summary>
      {[...node.children]
        .sort((a, b) => a.order - b.order)
        .map((c) => (
          <Node key={c.id} node={c} {...rest} />
        ))}
    </Group>
  );
}

/** Collapsible groups (native details/summary: keyboard and screen readers for free) with checkboxes. */
export function ResourceTree({ groups, twoColumns = true, ...rest }: ResourceTreeProps) {
  const list = groups.map((g) => <Node key={g.id} node={g} {...rest} />);
  return twoColumns ? <Columns>{list}</Columns> : <div>{list}</div>;
}
