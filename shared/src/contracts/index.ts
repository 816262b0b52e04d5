// Contracts: zod schemas and types of every API payload. No React, no RxJS, no DOM (the API imports this).
export * from './enums';
export * from './problem';
export * from './common';
export * from './account';
export * from './config';
export * from './api';
export * from './surveys';
export * from './admin';
export * from './surveys-api';
export * from './audit';
export * from './import';
export * from './surveys-answers';
export * from './arrival';
export * from './glucose';
export * from './patient-list';
export * from './signup';
export * from './notifications';
