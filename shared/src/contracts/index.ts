// Contracts: zod schemas and types of every API payload. No React, no RxJS, no DOM (the API imports this).
// The core (./core) is its own module: what the portal starts with.
export * from './core';
export * from './api';
export * from './question-kinds';
export * from './surveys';
export * from './notes-resources';
export * from './care-plan';
export * from './admin';
export * from './surveys-api';
export * from './audit';
export * from './import';
export * from './surveys-answers';
export * from './arrival';
export * from './glucose';
export * from './glucose-risk';
export * from './patient-list';
export * from './clinic-overview';
export * from './signup';
export * from './notifications';
export * from './reminders';
export * from './visit';
export * from './erasure';
