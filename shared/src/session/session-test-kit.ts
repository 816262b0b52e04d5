import { LOCAL_POOLS, type PortalConfig } from '@dcp/shared/contracts';
import { setConfig } from '@dcp/shared/config';
import { configureHttp } from '@dcp/shared/http';
import type { createFakeApi } from '@dcp/shared/testing';

// The arrange step the session's tests share (issue 40 point 5: three files had copied it). Amplify's
// auth is faked in each test file with jest.mock, whose factory may only require: it returns
// `fakeAmplifyAuth()` from ./amplify-fake, a file with no imports.

/** The portal's configuration in a test: the fake API, a local identity provider. */
export const TEST_PORTAL_CONFIG: PortalConfig = {
  apiUrl: 'http://api.test',
  remotesManifest: '/remotes.json',
  supportEmail: 'help@example.com',
  identity: { region: 'local', endpoint: 'http://127.0.0.1:9229', pools: LOCAL_POOLS },
};

/** Points the config and the HTTP client at the fake API, and installs it empty. */
export function resetSessionTest(api: ReturnType<typeof createFakeApi>, config = TEST_PORTAL_CONFIG) {
  setConfig(config);
  configureHttp({ baseURL: config.apiUrl });
  api.reset();
  api.install();
}
