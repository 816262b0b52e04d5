import { z } from 'zod';
import { http } from '@dcp/shared/http';
import { ResourceNode, type Locale } from '@dcp/shared/contracts';

// Either the list of top groups or one root group holding them is accepted.
const Tree = z.union([z.array(ResourceNode), ResourceNode.transform((root) => root.children)]);

/** GET resources/education, or resources/education/locale/es-ES for the Spanish tree (doc 2 §7). */
export async function getResourceTree(locale: Locale | null): Promise<ResourceNode[]> {
  const { data } = await http.get(locale ? `resources/education/locale/${locale}` : 'resources/education');
  return Tree.parse(data).sort((a, b) => a.order - b.order);
}

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
