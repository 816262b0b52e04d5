import type { PortalConfig } from '../shared/src/contracts/config';

/** config.json from the environment (scripts/portal-config.mjs). */
export function portalConfig(env?: Record<string, string | undefined>): PortalConfig;
