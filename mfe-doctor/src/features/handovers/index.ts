// The feature's public file: what other features of this remote may use (lint: dcp/feature-boundaries).
export { HandoverNotice } from './HandoverNotice';
