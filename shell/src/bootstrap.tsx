import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { RemotesManifest } from '@dcp/shared/contracts';
import { loadConfig } from '@dcp/shared/config';
import { restoreSession } from '@dcp/shared/session';
import { ErrorPage } from '@dcp/shared/spa';
import { registerAreas } from './areas/register';
import { Layout } from './layout/Layout';
import { ShellProviders } from './ShellProviders';
import { isAllowed, startGuard } from './routing';

async function loadManifest(url: string): Promise<RemotesManifest> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes manifest: HTTP ${res.status}`);
  return RemotesManifest.parse(await res.json());
}

async function main() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadConfig();
    const [manifest] = await Promise.all([loadManifest(config.remotesManifest), restoreSession()]);
    // Synchronously, so the main area exists before single-spa mounts the first remote into it.
    flushSync(() =>
      root.render(
        <ShellProviders>
          <Layout />
        </ShellProviders>,
      ),
    );
    registerAreas(manifest, isAllowed);
    startGuard();
    start({ urlRerouteOnly: true });
  } catch (error) {
    root.render(
      <ShellProviders>
        <ErrorPage message={error instanceof Error ? error.message : String(error)} />
      </ShellProviders>,
    );
  }
}

void main();
