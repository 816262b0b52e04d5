import type { DexcomStatus } from '@dcp/shared/contracts';

/** A glucose link status: not connected, nothing skipped or opted out, unless `over` says otherwise. */
export const makeDexcomStatus = (over: Partial<DexcomStatus> = {}): DexcomStatus => ({
  enabled: true,
  connected: false,
  dexcomSkipped: false,
  dexcomOptedOut: false,
  lastSync: null,
  reason: null,
  needsReconnect: false,
  validated: false,
  validatedAt: null,
  ...over,
});
