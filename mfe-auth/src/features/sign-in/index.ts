// The feature's public file: what other features of this remote may use (lint: dcp/feature-boundaries).
export { validateNewPassword, validatePassword } from './validation';
export { signInPath } from './signInPath';
export { CodeField, isCode } from './SecondFactorStep';
