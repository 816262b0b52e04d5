import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Patient } from '@dcp/shared/contracts';
import { fakeApi, renderWithProviders } from '@dcp/shared/testing';
import { PatientLeftStatus } from './PatientLeft';

// Patients leave and return (issue 37 point 2) on the patient's profile: one confirmation with an
// optional reason, then the profile says since when and why, and offers the way back.

const PAT: Patient = {
  id: '2d3e5b6c-7d81-4a52-9a44-5b7e1a52d0c3',
  email: 'pat@x.test',
  firstName: 'Pat',
  lastName: 'Ng',
  status: 'ACTIVE',
  clinic: { id: 'c1', name: 'North' },
  age: 40,
  birthDate: '1986-01-01',
  chronicConditions: null,
  diabetes: null,
  gender: null,
  demographics: [],
  leftAt: null,
  leftReason: null,
};

beforeEach(() => fakeApi.install());
afterEach(() => fakeApi.reset());

it('marks the patient as left with the reason typed, then as returned', async () => {
  const user = userEvent.setup();
  fakeApi.on('post', `user/${PAT.id}/leave`, (req) => ({
    status: 200,
    data: { ...PAT, leftAt: '2026-11-28T10:00:00.000Z', leftReason: (req.data as { reason: string }).reason },
  }));
  fakeApi.on('post', `user/${PAT.id}/return`, { status: 200, data: PAT });
  renderWithProviders(<PatientLeftStatus patient={PAT} />);
  expect(screen.getByText('A patient of the clinic: reminders and sign-in as usual.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Mark as left' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pat Ng has left the clinic' });
  expect(dialog).toHaveTextContent('Nothing is deleted');
  await user.type(screen.getByLabelText('Reason (optional, kept in the audit trail)'), 'Moved to Valencia');
  await user.click(screen.getAllByRole('button', { name: 'Mark as left' }).at(-1)!);

  expect(await screen.findByText(/^Left the clinic on 28 November 2026\./)).toBeInTheDocument();
  expect(screen.getByText('Reason: Moved to Valencia')).toBeInTheDocument();
  expect(fakeApi.calls('post', `user/${PAT.id}/leave`).map((r) => r.data)).toEqual([
    { reason: 'Moved to Valencia' },
  ]);

  await user.click(screen.getByRole('button', { name: 'Mark as returned' }));
  await screen.findByRole('dialog', { name: 'Pat Ng is back at the clinic' });
  await user.click(screen.getAllByRole('button', { name: 'Mark as returned' }).at(-1)!);
  expect(
    await screen.findByText('A patient of the clinic: reminders and sign-in as usual.'),
  ).toBeInTheDocument();
  expect(fakeApi.calls('post', `user/${PAT.id}/return`)).toHaveLength(1);
});
