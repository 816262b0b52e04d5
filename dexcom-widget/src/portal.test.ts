import { connectUrl, handshakeUrl, readHandshake } from './portal';

const PORTAL = 'http://portal.example';
const popup = {} as Window;
const data = {
  type: 'dcp-dexcom-widget',
  token: 'dcpw-x',
  expiresAt: '2026-11-23T13:00:00Z',
  apiUrl: 'http://api.example/',
};

describe('portal handshake', () => {
  it('accepts the portal’s answer from the popup it opened', () => {
    expect(readHandshake({ origin: PORTAL, source: popup, data }, PORTAL, popup)).toEqual({
      token: 'dcpw-x',
      expiresAt: data.expiresAt,
      apiUrl: 'http://api.example',
    });
  });

  it.each([
    ['another origin', { origin: 'http://evil.example', source: popup, data }],
    ['another window', { origin: PORTAL, source: {} as Window, data }],
    ['another message', { origin: PORTAL, source: popup, data: { ...data, type: 'x' } }],
    ['no token', { origin: PORTAL, source: popup, data: { ...data, token: 1 } }],
    ['a script URL', { origin: PORTAL, source: popup, data: { ...data, apiUrl: 'javascript:alert(1)' } }],
  ])('ignores %s', (_, event) => {
    expect(readHandshake(event as MessageEvent, PORTAL, popup)).toBeNull();
  });

  it('ignores everything before a popup was opened', () => {
    expect(readHandshake({ origin: PORTAL, source: popup, data }, PORTAL, null)).toBeNull();
  });

  it('sends the popup to the portal with this page’s origin, and back after connecting', () => {
    expect(handshakeUrl(PORTAL, 'https://clinic.example')).toBe(
      'http://portal.example/dexcom/widget?origin=https%3A%2F%2Fclinic.example',
    );
    const back = new URL(connectUrl(PORTAL, 'https://clinic.example')).searchParams.get('returnUrl');
    expect(back).toBe('/dexcom/widget?origin=https%3A%2F%2Fclinic.example');
  });
});
