import { LOCAL_POOLS } from '@dcp/shared/contracts';
import { inlineBoot, removeInlineBoot } from '@dcp/shared/testing';
import { getConfig, inlinedJson, loadConfig } from './index';

const config = {
  apiUrl: 'http://localhost:4000',
  remotesManifest: '/remotes.json',
  identity: { region: 'local', endpoint: 'http://localhost:4000/identity', pools: LOCAL_POOLS },
  supportEmail: 'support@demo.test',
};

afterEach(() => {
  removeInlineBoot();
  jest.restoreAllMocks();
});

describe('the config inlined in the portal page', () => {
  it('is read without a request', async () => {
    inlineBoot({ '/config.json': config });
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    await expect(loadConfig()).resolves.toEqual(config);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(getConfig().apiUrl).toBe(config.apiUrl);
  });

  it('is validated like a fetched one', async () => {
    inlineBoot({ '/config.json': { ...config, apiUrl: 'not a url' } });
    await expect(loadConfig()).rejects.toThrow();
  });

  it('falls back to the request when the page carries none (or not that URL)', async () => {
    inlineBoot({ '/remotes.json': { mfe_auth: '/x' } });
    global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => config });
    await expect(loadConfig()).resolves.toEqual(config);
    expect(global.fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(inlinedJson('/remotes.json')).toEqual({ mfe_auth: '/x' });
    expect(inlinedJson('/nowhere.json')).toBeNull();
  });
});
