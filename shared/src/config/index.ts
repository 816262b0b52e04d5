import { PortalConfig } from '@dcp/shared/contracts';

// Module state: Module Federation shares `@dcp/shared/config` as one singleton for the whole page.
const holder = { current: null as PortalConfig | null };

/** Fetches and validates the runtime config so one build deploys to any environment (ARCHITECTURE §2). */
export async function loadConfig(url = '/config.json'): Promise<PortalConfig> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`Could not load ${url}: HTTP ${res.status}`);
  const config = PortalConfig.parse(await res.json());
  setConfig(config);
  return config;
}

export function setConfig(config: PortalConfig): void {
  holder.current = PortalConfig.parse(config);
}

export function getConfig(): PortalConfig {
  if (!holder.current) {
    throw new Error('Portal config is not loaded: call loadConfig() (or setConfig()) before using the API.');
  }
  return holder.current;
}

/** For code that can run before the shell has loaded the config. */
export function peekConfig(): PortalConfig | null {
  return holder.current;
}
