import type { ResourceNode } from '@dcp/shared/contracts';

// The education resources tree as the API answers it, for the tests that show or pick resources
// (issue 40 point 5: two features' tests had spelled the same nodes out).

/** A resource (a leaf): its API path is `/resources/education/<id>`. */
export const makeResource = (id: string, name: string, order = 1): ResourceNode => ({
  id,
  name,
  order,
  type: 'RESOURCE',
  url: `/resources/education/${id}`,
  children: [],
});

/** A group of resources or groups. */
export const makeResourceGroup = (
  id: string,
  name: string,
  children: ResourceNode[],
  order = 1,
): ResourceNode => ({ id, name, order, type: 'GROUP', url: null, children });
