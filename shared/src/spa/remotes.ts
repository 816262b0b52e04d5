import { registerRemotes } from '@module-federation/enhanced/runtime';
import { RemotesManifest } from '@dcp/shared/contracts/core';
import { inlinedJson, peekConfig } from '@dcp/shared/config';

/**
 * The runtime manifest of the remotes (federation name → entry URL): carried by the portal page, else
 * fetched (another host, a remote's own development server). The shell reads it at start, and a page
 * showing another remote's component (`Exposed`) reads the same one, not a request of its own.
 */
export async function loadRemotesManifest(
  url = peekConfig()?.remotesManifest ?? '/remotes.json',
): Promise<RemotesManifest> {
  const inline = inlinedJson(url);
  if (inline !== null) return RemotesManifest.parse(inline);
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes manifest: HTTP ${res.status}`);
  return RemotesManifest.parse(await res.json());
}

/** Tells Module Federation where each remote of the manifest is (no code loaded yet). */
export function registerRemoteEntries(manifest: RemotesManifest): void {
  const base = window.location.origin;
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry: new URL(entry, base).toString() })),
  );
}
