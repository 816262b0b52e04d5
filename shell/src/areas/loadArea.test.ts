import type { LifeCycles } from 'single-spa';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));
jest.mock('./fallback', () => ({ fallbackLifecycles: (name: string) => ({ fallbackFor: name }) }));

import { loadArea } from './loadArea';

const lifecycles: LifeCycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

beforeEach(() => {
  loadRemote.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('loadArea', () => {
  it('answers the remote’s own lifecycles when it loads', async () => {
    loadRemote.mockResolvedValue(lifecycles);
    await expect(loadArea('mfe_doctor')).resolves.toBe(lifecycles);
    expect(loadRemote).toHaveBeenCalledWith('mfe_doctor/spa');
  });

  it('falls back when the remote fails to load', async () => {
    loadRemote.mockRejectedValue(new Error('ScriptExternalLoadError'));
    await expect(loadArea('mfe_doctor')).resolves.toEqual({ fallbackFor: 'mfe_doctor' });
  });

  it('falls back when the remote exposes no lifecycles', async () => {
    loadRemote.mockResolvedValue({});
    await expect(loadArea('mfe_admin')).resolves.toEqual({ fallbackFor: 'mfe_admin' });
  });

  it('falls back once the time limit passes for a remote that never answers', async () => {
    jest.useFakeTimers();
    loadRemote.mockReturnValue(new Promise(() => {}));
    const result = loadArea('mfe_patient', 5000);
    jest.advanceTimersByTime(4999);
    await Promise.resolve();
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(result).resolves.toEqual({ fallbackFor: 'mfe_patient' });
    jest.useRealTimers();
  });
});
