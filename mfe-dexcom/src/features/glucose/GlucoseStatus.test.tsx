import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, fakeSession, makeAccount, makeDexcomStatus, renderDexcom } from '../../test-kit';
import es from '../../lang/es.json';
import { getStatus } from './api/getStatus';
import { GlucoseStatus } from './GlucoseStatus';

// Issue 28 point 3: every button that links a monitor leads through the consent page; none asks the
// API for the provider's address (which sent the patient to Dexcom without consent, and the callback
// then failed with message=consent).

const status = makeDexcomStatus;

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'patient' }));
  window.history.replaceState(null, '', '/patient/home');
});
afterEach(() => fakeApi.reset());

const consentUrl = '/dexcom/auth?returnUrl=%2Fpatient%2Fhome';
const here = () => `${window.location.pathname}${window.location.search}`;

test.each([
  ['Connect Dexcom', status()],
  ['Reconnect Dexcom', status({ needsReconnect: true, reason: 'Token expired' })],
])('%s opens the consent page, coming back here', (name, s) => {
  renderDexcom(<GlucoseStatus status={s} patient onChanged={() => undefined} />);
  fireEvent.click(screen.getByRole('button', { name }));
  expect(here()).toBe(consentUrl);
  expect(fakeApi.calls('get', 'api/dexcom/auth-url')).toHaveLength(0);
});

test('Opt in clears the opt-out, then opens the consent page', async () => {
  fakeApi.on('post', 'api/dexcom/optin', { status: 200, data: { authUrl: 'http://dexcom.test/login' } });
  renderDexcom(
    <GlucoseStatus status={status({ dexcomOptedOut: true })} patient onChanged={() => undefined} />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Opt in' }));
  await waitFor(() => expect(here()).toBe(consentUrl));
  expect(fakeApi.calls('post', 'api/dexcom/optin')).toHaveLength(1);
});

test('a doctor is offered none of the patient’s link actions', () => {
  fakeSession(makeAccount({ accountType: 'doctor' }));
  renderDexcom(<GlucoseStatus status={status()} patient={false} onChanged={() => undefined} />);
  expect(screen.queryByRole('button')).toBeNull();
});

test('an opted-out patient is told what becomes of the readings already stored', () => {
  renderDexcom(
    <GlucoseStatus status={status({ dexcomOptedOut: true })} patient onChanged={() => undefined} />,
    { locale: 'es-ES' },
  );
  expect(screen.getByText('Ha dejado de compartir sus datos de Dexcom.')).toBeInTheDocument();
  expect(
    screen.getByText(/Las lecturas ya guardadas se conservan, ocultas para su equipo/),
  ).toBeInTheDocument();
});

test('opting out reads the status again at once (the 1 s cooldown does not hide the change)', async () => {
  fakeApi.on('get', 'api/dexcom/status', { status: 200, data: status() });
  await getStatus(undefined);
  fakeApi.on('post', 'api/dexcom/optout', { status: 204 });
  fakeApi.on('get', 'api/dexcom/status', { status: 200, data: status({ dexcomOptedOut: true }) });
  let changed = false;
  renderDexcom(<GlucoseStatus status={status()} patient onChanged={() => (changed = true)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Opt out' }));
  await waitFor(() => expect(changed).toBe(true));
  await expect(getStatus(undefined)).resolves.toMatchObject({ dexcomOptedOut: true });
});

// Issue 36 point 17: the Disconnect dialog offers Cancel beside the action; it changes nothing.
test('the Disconnect dialog has a Cancel that leaves the link as it is', () => {
  renderDexcom(
    <GlucoseStatus
      status={status({ connected: true, validated: true })}
      patient
      onChanged={() => undefined}
    />,
    { locale: 'es-ES' },
  );
  fireEvent.click(screen.getByRole('button', { name: es['dexcom.status.disconnect'] }));
  const dialog = screen.getByRole('dialog', { name: es['dexcom.status.disconnectTitle'] });
  const cancel = [...dialog.querySelectorAll('button')].filter(
    (b) => b.textContent === es['dexcom.common.cancel'],
  );
  expect(cancel).toHaveLength(1);
  fireEvent.click(cancel[0]!);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(fakeApi.calls('delete', 'api/dexcom/disconnect')).toHaveLength(0);
});
