import { Suspense, use, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '@dcp/shared/ui';

function Loading() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'shared.ui.loading' })} />;
}

/** A page loaded in its own chunk, and `preload()` to have it before the first render. */
export type LaterPage<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A page in its own chunk, loaded when first opened: a remote's landing page downloads only itself
 * (the byte budgets count what a page needs until it is drawn), and a page few people open — a
 * password form, the pre-visit one-pager — costs nothing until someone does.
 * `preload()` starts the load ahead: a page loaded before the first render is drawn at once, without
 * the spinner — the pre-rendered public pages are replaced by the remote in one commit (issue 27
 * point 1), and the build's pre-render draws the page itself rather than its spinner.
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>): LaterPage<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    if (loading) return loading;
    const p = load();
    // The outcome written on the promise, as React's `use` reads it: a page already loaded renders
    // in the same pass instead of suspending once more.
    p.then(
      (value) => Object.assign(p, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(p, { status: 'rejected', reason }),
    );
    loading = p;
    return p;
  };
  function Page(props: P) {
    const Loaded = use(preload());
    // One component per page, loaded once: `use` returns the same one on every render, nothing is created.
    // eslint-disable-next-line react-hooks/static-components
    return <Loaded {...props} />;
  }
  function Later(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(Later, { preload });
}
