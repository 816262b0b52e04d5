// The API's view of the shared zod contracts (one import path for every route).
export * from '@dcp/shared/contracts';
