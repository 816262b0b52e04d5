import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { currentPageTitle, pageTitle$ } from '@dcp/shared/bus';

const subscribe = (onChange: () => void) => {
  const sub = pageTitle$.subscribe(onChange);
  return () => sub.unsubscribe();
};

/** `Page name · Portal name` in the chosen language, from the page heading on screen (issue 10). */
export function useDocumentTitle(): string {
  const intl = useIntl();
  const page = useSyncExternalStore(subscribe, currentPageTitle, currentPageTitle);
  const portal = intl.formatMessage({ id: 'shared.portal.name' });
  const title = page ? `${page} · ${portal}` : portal;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}

/** Mounted once, by the shell, inside its I18nProvider. */
export function DocumentTitle(): null {
  useDocumentTitle();
  return null;
}
