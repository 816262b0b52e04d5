// The API's view of the zod contracts it shares with the portal (one import path for every route):
// @dcp/contracts, zod only — not @dcp/shared, the browser's UI kit (issue 39 point 3).
export * from '@dcp/contracts';
