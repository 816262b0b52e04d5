import { z } from 'zod';
import { http } from '@dcp/shared/http';
import { ResourceNode, type Locale } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

// Either the list of top groups or one root group holding them is accepted.
const Tree = z.union([z.array(ResourceNode), ResourceNode.transform((root) => root.children)]);

/** GET resources/education, or resources/education/locale/es-ES for the Spanish tree (req G§7). */
export async function getResourceTree(locale: Locale | null): Promise<ResourceNode[]> {
  const { data } = await http.get(locale ? `resources/education/locale/${locale}` : 'resources/education');
  return Tree.parse(data).sort((a, b) => a.order - b.order);
}

/** The tree in `locale` (null: English); `enabled` false holds the request off (a closed dialog). */
export const useResourceTree = (locale: Locale | null, enabled = true) =>
  useLoad(() => getResourceTree(locale), enabled ? (locale ?? 'default') : null);
