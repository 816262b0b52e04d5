import type { ResourceNode } from '@dcp/shared/contracts';

/** Every resource below `nodes`, depth first in display order. */
export function flattenResources(nodes: readonly ResourceNode[]): ResourceNode[] {
  return [...nodes]
    .sort((a, b) => a.order - b.order)
    .flatMap((n) => (n.type === 'RESOURCE' ? [n] : flattenResources(n.children)));
}

/**
 * The group of a sub-page (t1, t2, pre, hcp, children-and-parents): matched on the group id, or its
 * last segment, so ids like 'education/t1' work too.
 */
export function findGroup(nodes: readonly ResourceNode[], key: string): ResourceNode | undefined {
  for (const n of nodes) {
    if (n.type !== 'GROUP') continue;
    const last = n.id.split(/[/.:]/).pop();
    if (n.id.toLowerCase() === key || last?.toLowerCase() === key) return n;
    const inner = findGroup(n.children, key);
    if (inner) return inner;
  }
  return undefined;
}
