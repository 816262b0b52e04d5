// The feature's public file: what other features of this remote may use (lint: dcp/feature-boundaries).
export { OpenPatientForm } from './OpenPatientForm';
export { CopyButton } from './CopyButton';
