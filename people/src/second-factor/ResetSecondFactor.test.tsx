import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications$, type AppNotification } from '@dcp/shared/bus';
import { fakeApi, fakeSession, makeAccount, renderWithProviders } from '@dcp/shared/testing';
import { ResetSecondFactor } from './ResetSecondFactor';

// Issue 37 point 5: an administrator resets a lost authenticator app from the person's profile, after
// a confirmation that says why (required); patients are `user` in the API's paths.

const PAT = { id: '2d3e5b6c-7d81-4a52-9a44-5b7e1a52d0c3', firstName: 'Pat', lastName: 'Ng' };

beforeEach(() => fakeApi.install());
afterEach(() => fakeApi.reset());

it('resets after the confirmation with a reason, with the patient path', async () => {
  fakeSession(makeAccount({ accountType: 'admin' }));
  const notes: AppNotification[] = [];
  const sub = notifications$.subscribe((n) => notes.push(n));
  fakeApi.on('post', `user/${PAT.id}/second-factor/reset`, { status: 200, data: { reset: true } });
  renderWithProviders(<ResetSecondFactor kind="patient" person={PAT} />);
  await userEvent.click(screen.getByRole('button', { name: 'Reset authenticator app' }));
  expect(fakeApi.calls('post', `user/${PAT.id}/second-factor/reset`)).toHaveLength(0);
  const dialog = screen.getByRole('dialog', { name: "Reset Pat Ng's authenticator app?" });
  // Why is required: the audit trail keeps it.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
  expect(fakeApi.calls('post', `user/${PAT.id}/second-factor/reset`)).toHaveLength(0);
  const reason = within(dialog).getByRole('textbox', { name: 'Why (how you checked it is them)' });
  expect(reason).toHaveAccessibleDescription('Say why the app is reset: the audit trail keeps it.');
  await userEvent.type(reason, '  Lost phone; checked ID at the desk ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
  expect(fakeApi.calls('post', `user/${PAT.id}/second-factor/reset`)).toEqual([
    expect.objectContaining({ data: { reason: 'Lost phone; checked ID at the desk' } }),
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(notes).toContainEqual(expect.objectContaining({ title: "Pat Ng's authenticator app was reset" }));
  sub.unsubscribe();
});
