import { LOCAL_POOLS } from '@dcp/shared/contracts';
import { getConfig, inlinedJson, loadConfig } from './index';

const config = {
  apiUrl: 'http://localhost:4000',
  remotesManifest: '/remotes.json',
  identity: { region: 'local', endpoint: 'http://localhost:4000/identity', pools: LOCAL_POOLS },
  supportEmail: 'support@demo.test',
};

function inline(value: unknown) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'dcp-boot';
  el.textContent = JSON.stringify(value);
  document.head.appendChild(el);
}

afterEach(() => {
  document.getElementById('dcp-boot')?.remove();
  jest.restoreAllMocks();
});

describe('the config inlined in the portal page', () => {
  it('is read without a request', async () => {
    inline({ '/config.json': config });
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    await expect(loadConfig()).resolves.toEqual(config);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(getConfig().apiUrl).toBe(config.apiUrl);
  });

  it('is validated like a fetched one', async () => {
    inline({ '/config.json': { ...config, apiUrl: 'not a url' } });
    await expect(loadConfig()).rejects.toThrow();
  });

  it('falls back to the request when the page carries none (or not that URL)', async () => {
    inline({ '/remotes.json': { mfe_auth: '/x' } });
    global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => config });
    await expect(loadConfig()).resolves.toEqual(config);
    expect(global.fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(inlinedJson('/remotes.json')).toEqual({ mfe_auth: '/x' });
    expect(inlinedJson('/nowhere.json')).toBeNull();
  });
});
