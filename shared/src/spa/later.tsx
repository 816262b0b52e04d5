import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '@dcp/shared/ui';

function Loading() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'shared.ui.loading' })} />;
}

/**
 * A page in its own chunk, loaded when first opened: a remote's landing page downloads only itself
 * (the byte budgets count what a page needs until it is drawn), and a page few people open — a
 * password form, the pre-visit one-pager — costs nothing until someone does.
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(() => load().then((c) => ({ default: c })));
  return function LaterPage(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
