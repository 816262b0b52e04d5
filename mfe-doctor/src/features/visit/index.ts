// The feature's public file: what other features of this remote may use (lint: dcp/feature-boundaries).
export { VisitLinks } from './VisitLinks';
export { summaryPath, trendsPath } from './paths';
