import { PortalConfig } from '@dcp/shared/contracts/core';

// Module state: Module Federation shares `@dcp/shared/config` as one singleton for the whole page.
const holder = { current: null as PortalConfig | null };

/**
 * The JSON the portal page carries for `url` (the portal server inlines config.json and remotes.json
 * into index.html, so the first screen waits for no extra request; issue 16), or null without it.
 */
export function inlinedJson(url: string): unknown {
  const el = typeof document === 'undefined' ? null : document.getElementById('dcp-boot');
  if (!el?.textContent) return null;
  try {
    return (JSON.parse(el.textContent) as Record<string, unknown>)[url] ?? null;
  } catch {
    return null;
  }
}

/** Reads (inlined) or fetches the runtime config, validated, so one build deploys anywhere (design D§2). */
export async function loadConfig(url = '/config.json'): Promise<PortalConfig> {
  let raw = inlinedJson(url);
  if (raw === null) {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new Error(`Could not load ${url}: HTTP ${res.status}`);
    raw = await res.json();
  }
  const config = PortalConfig.parse(raw);
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
