import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toPage } from '@dcp/shared/contracts';
import { fakeApi, fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import { StaffStatus } from './StaffStatus';

// Staff leave and return (issue 37 point 1) on the profile: the handover comes first, then the
// deactivation with the typed reason; the last admin's button says why it cannot be pressed.

const CLINIC = { id: 'c1', name: 'North' };
const person = (id: string, firstName: string) => ({
  id,
  email: `${firstName.toLowerCase()}@north.test`,
  firstName,
  lastName: 'Lee',
  status: 'ACTIVE' as const,
  clinic: CLINIC,
  demographics: [],
  deactivatedAt: null,
});
const DAN = person('0d3e5b6c-7d81-4a52-9a44-5b7e1a52d0c1', 'Dan');
const EVA = person('1d3e5b6c-7d81-4a52-9a44-5b7e1a52d0c2', 'Eva');
const PAT = {
  id: '2d3e5b6c-7d81-4a52-9a44-5b7e1a52d0c3',
  email: 'pat@x.test',
  firstName: 'Pat',
  lastName: 'Ng',
};
const ADA = {
  id: '3d3e5b6c-7d81-4a52-9a44-5b7e1a52d0c4',
  email: 'ada@x.test',
  firstName: 'Ada',
  lastName: 'Min',
  clinic: CLINIC,
};

beforeEach(() => fakeApi.install());
afterEach(() => fakeApi.reset());

it('hands a doctor’s patients to the chosen doctor, then deactivates with the reason typed', async () => {
  fakeSession(makeAccount({ accountType: 'admin' }));
  let handedOver = false;
  fakeApi.on('get', `doctor/${DAN.id}/patients`, () => ({ status: 200, data: handedOver ? [] : [PAT] }));
  fakeApi.on('get', 'doctor', { status: 200, data: toPage([DAN, EVA], 0, 2000, 2) });
  fakeApi.on('post', `doctor/${DAN.id}/handover`, () => {
    handedOver = true;
    return { status: 200, data: { moved: 1 } };
  });
  fakeApi.on('post', `doctor/${DAN.id}/deactivate`, {
    status: 200,
    data: { ...DAN, deactivatedAt: '2026-11-28T10:00:00.000Z' },
  });
  const user = userEvent.setup();
  renderWithProviders(<StaffStatus kind="doctor" person={DAN} />);

  await user.click(screen.getByRole('button', { name: 'Deactivate account' }));
  const deactivate = screen.getByRole('button', { name: 'Deactivate' });
  expect(await screen.findByText('Hand over their 1 patient before deactivating the account.')).toBeVisible();
  expect(deactivate).toBeDisabled();
  await user.selectOptions(await screen.findByLabelText('Hand over to'), EVA.id);
  await user.click(screen.getByRole('button', { name: 'Hand over 1 patient' }));
  expect(fakeApi.calls('post', `doctor/${DAN.id}/handover`)[0]!.data).toEqual({ toDoctorId: EVA.id });
  await waitFor(() => expect(deactivate).toBeEnabled());

  await user.type(screen.getByLabelText('Reason (optional, kept in the audit trail)'), 'Moved <away>');
  await user.click(deactivate);
  expect(fakeApi.calls('post', `doctor/${DAN.id}/deactivate`)[0]!.data).toEqual({ reason: 'Moved <away>' });
  expect(await screen.findByText(/^Deactivated since 28 November 2026/)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Reactivate account' })).toBeEnabled();
});

it('the last active admin of a clinic cannot be deactivated, and the profile says why', async () => {
  fakeSession(makeAccount({ accountType: 'superadmin' }));
  fakeApi.on('get', 'admin', { status: 200, data: toPage([ADA], 0, 2000, 1) });
  renderWithProviders(<StaffStatus kind="admin" person={ADA} />);
  expect(await screen.findByText(/last active admin of the clinic/)).toBeVisible();
  const button = screen.getByRole('button', { name: 'Deactivate account' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(/last active admin of the clinic/);
});

it('shows the API’s refusal in the dialog', async () => {
  fakeSession(makeAccount({ accountType: 'superadmin' }));
  const other = { ...ADA, id: EVA.id, email: 'eve@x.test' };
  fakeApi.on('get', 'admin', { status: 200, data: toPage([ADA, other], 0, 2000, 2) });
  fakeApi.on('post', `admin/${ADA.id}/deactivate`, {
    status: 409,
    data: { status: 409, title: 'Conflict', detail: 'This is the last active admin of the clinic.' },
  });
  const user = userEvent.setup();
  renderWithProviders(<StaffStatus kind="admin" person={ADA} />);
  await user.click(await screen.findByRole('button', { name: 'Deactivate account' }));
  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('This is the last active admin of the clinic.')).toBeVisible();
});
