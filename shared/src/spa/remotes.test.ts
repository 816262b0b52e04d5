import { LOCAL_POOLS } from '@dcp/shared/contracts/core';
import { setConfig } from '@dcp/shared/config';
import { inlineBoot, removeInlineBoot } from '@dcp/shared/testing';
import { loadRemotesManifest } from './remotes';

// The remotes manifest is read once for the page: the shell's, then `Exposed`'s, from the page itself.

const manifest = { mfe_auth: '/remotes/mfe-auth/mf-manifest.json' };

afterEach(() => {
  removeInlineBoot();
});

test('the manifest the page carries is read without a request, at the config’s address', async () => {
  setConfig({
    apiUrl: 'http://api.test',
    remotesManifest: '/elsewhere/remotes.json',
    identity: { region: 'local', endpoint: 'http://api.test/identity', pools: LOCAL_POOLS },
    supportEmail: 'support@demo.test',
  });
  inlineBoot({ '/elsewhere/remotes.json': manifest });
  const fetchSpy = jest.fn();
  global.fetch = fetchSpy;
  await expect(loadRemotesManifest()).resolves.toEqual(manifest);
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('without one in the page it is fetched, and validated like the inline one', async () => {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => manifest });
  await expect(loadRemotesManifest('/remotes.json')).resolves.toEqual(manifest);
  expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ 'not a name': '/x' }) });
  await expect(loadRemotesManifest('/remotes.json')).rejects.toThrow();
});
