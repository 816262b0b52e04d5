// First: keeps what is said while the session is restored, before the notification host exists.
import './layout/earlyNotifications';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { loadConfig } from '@dcp/shared/config';
import { getSession, restoreSession } from '@dcp/shared/session';
import { initialLocale, loadSharedCatalogue } from '@dcp/shared/i18n';
import { ErrorPage, loadRemotesManifest, registerRemoteEntries } from '@dcp/shared/spa';
import { registerAreas } from './areas/register';
import { preloadArea } from './areas/loadArea';
import { ownerOf } from './areas/areas';
import { Layout } from './layout/Layout';
import { ShellProviders } from './ShellProviders';
import { isAllowed, startGuard } from './routing';
import { registerServiceWorker } from './pwa';
import { restorePrerendered, takePrerendered } from './prerendered';

async function main() {
  const root = createRoot(document.getElementById('root')!);
  // shared's texts in the language the page will most likely be drawn in, asked for beside the
  // config and the remote's chain rather than after them (they are no longer in the first-screen file).
  void loadSharedCatalogue(initialLocale()).catch(() => undefined);
  try {
    const config = await loadConfig();
    // The remote that owns this path starts loading (manifest → remoteEntry → chunks) while the
    // session is restored, instead of after it: its code is usually what the first screen waits for.
    const remotes = loadRemotesManifest(config.remotesManifest).then((manifest) => {
      registerRemoteEntries(manifest);
      const owner = ownerOf(window.location.pathname);
      if (owner && manifest[owner]) preloadArea(owner);
      return manifest;
    });
    // The first render waits for its texts: the session's language (an account's stored one may differ
    // from the guess above), so no message id is ever drawn.
    const texts = restoreSession().then(() => {
      const { account, locale } = getSession();
      // A staff page's remote also waits for shared's staff-only texts: asked for now, beside its chain.
      if (account && account.accountType !== 'patient')
        void loadSharedCatalogue(locale, 'staff').catch(() => undefined);
      return loadSharedCatalogue(locale);
    });
    const [manifest] = await Promise.all([remotes, texts]);
    // Synchronously, so the main area exists before single-spa mounts the first remote into it (and
    // a pre-rendered page is back in it before anything is painted).
    const prerendered = takePrerendered();
    flushSync(() =>
      root.render(
        <ShellProviders>
          <Layout />
        </ShellProviders>,
      ),
    );
    restorePrerendered(prerendered);
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
registerServiceWorker();
