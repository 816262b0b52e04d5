// The one way a remote becomes a single-spa application: providers, router and an error boundary
// around the remote's routes, mounted in its own container inside the shell's main area.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router-dom';
import { I18nProvider, loadSharedCatalogue, type Catalogues } from '@dcp/shared/i18n';
import { getSession } from '@dcp/shared/session';
import { ThemeProvider } from '@dcp/shared/ui';
import { ErrorPage } from './ErrorPage';

export { ErrorPage } from './ErrorPage';
export { AreaBoundary } from './AreaBoundary';
export { Welcome } from './Welcome';
export { Exposed, preloadExposed } from './Exposed';
export { loadRemotesManifest, registerRemoteEntries } from './remotes';
export { later, type LaterPage } from './later';
export { carryOverPrerendered } from './takeover';
import { AreaBoundary } from './AreaBoundary';
import { carryOverPrerendered } from './takeover';

/** The element the shell renders for remotes; each remote mounts in its own child of it. */
export const MAIN_AREA_ID = 'dcp-main';

export function areaElement(name: string): HTMLElement {
  const id = `dcp-area-${name}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const main = document.getElementById(MAIN_AREA_ID) ?? document.body;
  const el = document.createElement('div');
  el.id = id;
  main.appendChild(el);
  return el;
}

export interface RemoteOptions {
  /** Federation name, e.g. `mfe_auth`. */
  name: string;
  /** The remote's `<Routes>` tree. */
  Routes: React.ComponentType;
  messages: Catalogues;
  /** Its pages show staff-only texts: shared's `staff` part is loaded beside its own (issue 41 point 1). */
  staffTexts?: boolean;
  /**
   * Loads what the page at `pathname` needs before the first render (its `later` chunk), so the
   * first commit draws the page itself: that commit replaces the page's pre-rendered HTML (issue 27
   * point 1), and a spinner in between would be a flash.
   */
  preload?: (pathname: string) => Promise<unknown> | undefined;
}

/** A remote's providers around its routes; the router is the browser's, or a static one in the build's pre-render. */
export function RemoteProviders({
  messages,
  staffTexts,
  children,
}: {
  messages: Catalogues;
  staffTexts?: boolean;
  children: React.ReactNode;
}) {
  return (
    <I18nProvider messages={messages} staff={staffTexts}>
      <ThemeProvider>
        <AreaBoundary fallback={(error) => <ErrorPage message={error.message} />}>{children}</AreaBoundary>
      </ThemeProvider>
    </I18nProvider>
  );
}

export function remoteLifecycles({ name, Routes, messages, staffTexts, preload }: RemoteOptions) {
  function Root() {
    return (
      <RemoteProviders messages={messages} staffTexts={staffTexts}>
        <BrowserRouter>
          <Routes />
        </BrowserRouter>
      </RemoteProviders>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // Errors below Root are caught by AreaBoundary; this one covers Root's own providers.
    errorBoundary: (error) => <ErrorPage message={error.message} />,
    domElementGetter: () => areaElement(name),
  });
  // A failed preload is not the mount's failure: the page's own Suspense boundary shows it. The staff
  // texts are asked for beside the page's chunk, not after the first render asks (a failed load: the
  // provider asks again).
  const ready = () =>
    Promise.all([
      Promise.resolve(preload?.(window.location.pathname)),
      staffTexts ? loadSharedCatalogue(getSession().locale, 'staff') : undefined,
    ]).catch(() => undefined);
  const mount = async (props: Parameters<typeof lifecycles.mount>[0]) => {
    await ready();
    const mounted = carryOverPrerendered(areaElement(name));
    try {
      await lifecycles.mount(props);
    } finally {
      mounted(); // a mount that failed must not leave the page watched
    }
  };
  return { ...lifecycles, mount };
}
