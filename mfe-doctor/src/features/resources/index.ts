// The feature's public file: what other features of this remote may use (lint: dcp/feature-boundaries).
export { ResourceTree } from './ResourceTree';
export { useResourceTree } from './api/getResourceTree';
export { flattenResources } from './tree';
