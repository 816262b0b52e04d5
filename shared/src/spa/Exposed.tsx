import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
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
