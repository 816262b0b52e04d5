import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { inlineBoot, removeInlineBoot } from '@dcp/shared/testing';
import { preloadExposed } from './Exposed';

// The patient's home fetches its glucose panel's files while its own remote mounts (issue 41 point 1).

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn().mockResolvedValue([]),
}));

afterEach(() => removeInlineBoot());

test('an exposed module’s files are fetched ahead through the manifest, the module itself not run', async () => {
  inlineBoot({ '/remotes.json': { mfe_dexcom: '/remotes/mfe-dexcom/mf-manifest.json' } });
  preloadExposed('mfe_dexcom/Glucose');
  await new Promise((r) => setTimeout(r, 0));
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'mfe_dexcom', entry: `${window.location.origin}/remotes/mfe-dexcom/mf-manifest.json` },
  ]);
  // Its entry and the chunks it runs with, not the remote's other pages (the manifest's `async` list).
  expect(preloadRemote).toHaveBeenCalledWith([
    { nameOrAlias: 'mfe_dexcom', exposes: ['./Glucose'], resourceCategory: 'sync' },
  ]);
  expect(loadRemote).not.toHaveBeenCalled();
});
