import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { loadRemotesManifest, registerRemoteEntries } from './remotes';

// A component another remote exposes (e.g. `mfe_dexcom/Glucose` on the patient's home), loaded at
// run time through the manifest the shell reads; remotes never import each other's code.

let registered: Promise<void> | null = null;
function registerOnce(): Promise<void> {
  registered ??= loadRemotesManifest().then(registerRemoteEntries);
  return registered;
}

type Loaded = ComponentType<Record<string, unknown>>;
const cache = new Map<string, Promise<Loaded>>();
function loadExposed(id: string): Promise<Loaded> {
  let found = cache.get(id);
  if (!found) {
    found = registerOnce()
      .then(() => loadRemote<{ default: Loaded }>(id))
      .then((mod) => {
        if (!mod?.default) throw new Error(`${id} exposes no component`);
        return mod.default;
      });
    cache.set(id, found);
  }
  return found;
}

/**
 * Starts downloading `remote/module`'s files now, without running the module: its manifest, its
 * `remoteEntry.js` and the chunks it needs at once (`<link rel="preload">`; `sync`: the manifest's
 * `async` list of an expose also names the remote's other pages), so the chain runs beside the page's own
 * work and the component is ready when the page mounts it (issue 41 point 1: the Dexcom remote's
 * chain used to start only once the patient's home was drawn). A failure is left to `Exposed`.
 */
export function preloadExposed(id: string): void {
  const slash = id.indexOf('/');
  const nameOrAlias = id.slice(0, slash);
  const expose = `./${id.slice(slash + 1)}`;
  registerOnce()
    .then(() => preloadRemote([{ nameOrAlias, exposes: [expose], resourceCategory: 'sync' }]))
    .catch(() => undefined);
}

class Contain extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Renders `remote/module`'s default export with `props`; `fallback` while loading or if it fails. */
export function Exposed({
  id,
  props = {},
  fallback = null,
}: {
  id: string;
  props?: Record<string, unknown>;
  fallback?: ReactNode;
}) {
  const [loaded, setLoaded] = useState<{ id: string; C: Loaded } | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    loadExposed(id).then(
      (C) => live && setLoaded({ id, C }),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (!loaded || loaded === 'failed' || loaded.id !== id) return <>{fallback}</>;
  const { C } = loaded;
  return (
    <Contain fallback={fallback}>
      <C {...props} />
    </Contain>
  );
}
