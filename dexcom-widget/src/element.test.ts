import { DexcomConnect } from './element';

// The element in jsdom with a fake API: status, Refresh and the confirmed Disconnect.
const PORTAL = 'http://portal.example';
DexcomConnect.portal = PORTAL;
customElements.define('dexcom-connect', DexcomConnect);

const calls: string[] = [];
let connected = true;
const popup = {} as Window;

beforeAll(() => {
  window.open = jest.fn(() => popup);
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push(`${init?.method} ${String(url)}`);
    if (init?.method === 'DELETE') connected = false;
    const body = {
      connected,
      dexcomOptedOut: false,
      needsReconnect: false,
      lastSync: new Date().toISOString(),
      reason: null,
    };
    const status = init?.method === 'DELETE' ? 204 : 200;
    return { ok: true, status, statusText: '', json: async () => body } as Response;
  }) as typeof fetch;
});

const settle = () => new Promise((r) => setTimeout(r, 0));
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

it('signs in through the portal popup, then refreshes and disconnects', async () => {
  const el = document.createElement('dexcom-connect');
  el.setAttribute('lang', 'en');
  document.body.append(el);
  const shadow = el.shadowRoot!;
  const text = () => shadow.querySelector('.card')?.textContent ?? '';
  const button = (name: string) =>
    [...shadow.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
  expect(text()).toContain('Sign in to the patient portal to see');
  button('Sign in to the patient portal').click();
  expect(window.open).toHaveBeenCalledWith(
    `${PORTAL}/dexcom/widget?origin=${encodeURIComponent(window.location.origin)}`,
    'dcp-dexcom-widget',
    expect.any(String),
  );
  // A message from anywhere else is ignored.
  const data = { type: 'dcp-dexcom-widget', token: 'dcpw-t', expiresAt: 'x', apiUrl: 'http://api.example' };
  window.dispatchEvent(
    new MessageEvent('message', { origin: 'http://evil.example', source: popup as never, data }),
  );
  await settle();
  expect(calls).toEqual([]);
  window.dispatchEvent(new MessageEvent('message', { origin: PORTAL, source: popup as never, data }));
  await until(() => text().includes('Connected.'));
  expect(text()).toContain('Last sync: Just now');

  button('Refresh').click();
  await until(() => calls.includes('POST http://api.example/api/dexcom/glucose/sync'));
  await until(() => !!button('Refresh') && !button('Refresh').disabled);

  button('Disconnect').focus();
  button('Disconnect').click();
  expect(text()).toContain('Disconnect Dexcom?');
  expect(shadow.activeElement?.textContent).toBe('Cancel');
  const confirm = shadow.querySelector<HTMLButtonElement>('[data-key="confirm-disconnect"]')!;
  confirm.click();
  await until(() => text().includes('Not connected.'));
  expect(calls).toContain('DELETE http://api.example/api/dexcom/disconnect');
  expect(button('Connect Dexcom')).toBeTruthy();

  el.setAttribute('lang', 'es');
  expect(button('Conectar Dexcom')).toBeTruthy();
});
