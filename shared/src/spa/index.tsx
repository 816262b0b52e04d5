// The one way a remote becomes a single-spa application: providers, router and an error boundary
// around the remote's routes, mounted in its own container inside the shell's main area.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router-dom';
import { I18nProvider, type Catalogues } from '@dcp/shared/i18n';
import { ThemeProvider } from '@dcp/shared/ui';
import { ErrorPage } from './ErrorPage';

export { ErrorPage } from './ErrorPage';
export { AreaBoundary } from './AreaBoundary';
export { Welcome } from './Welcome';
export { Exposed } from './Exposed';
export { later } from './later';
import { AreaBoundary } from './AreaBoundary';

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
}

export function remoteLifecycles({ name, Routes, messages }: RemoteOptions) {
  function Root() {
    return (
      <I18nProvider messages={messages}>
        <ThemeProvider>
          <AreaBoundary fallback={(error) => <ErrorPage message={error.message} />}>
            <BrowserRouter>
              <Routes />
            </BrowserRouter>
          </AreaBoundary>
        </ThemeProvider>
      </I18nProvider>
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // Errors below Root are caught by AreaBoundary; this one covers Root's own providers.
    errorBoundary: (error) => <ErrorPage message={error.message} />,
    domElementGetter: () => areaElement(name),
  });
}
