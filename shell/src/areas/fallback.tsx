import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { FormattedMessage } from 'react-intl';
import { areaElement } from '@dcp/shared/spa';
import { Button, Card } from '@dcp/shared/ui';
import { ShellProviders } from '../ShellProviders';
import type { AreaName } from './areas';

function AreaUnavailable() {
  return (
    <Card role="alert">
      <h1>
        <FormattedMessage id="shell.area.unavailableTitle" />
      </h1>
      <p>
        <FormattedMessage id="shell.area.unavailableMessage" />
      </p>
      <Button onClick={() => window.location.reload()}>
        <FormattedMessage id="shell.area.retry" />
      </Button>
    </Card>
  );
}

/** Stands in for a remote that could not be loaded, inside that remote's own area. */
export function fallbackLifecycles(name: AreaName): LifeCycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      root = createRoot(areaElement(name));
      root.render(
        <ShellProviders>
          <AreaUnavailable />
        </ShellProviders>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
