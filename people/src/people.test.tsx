import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { toPage } from '@dcp/shared/contracts';
import {
  DOCTOR_DAN,
  fakeApi,
  fakeSession,
  makeAccount,
  notificationsSeen,
  renderWithProviders,
} from '@dcp/shared/testing';
import { AddPersonButton } from './AddPersonButton';
import { usePeople } from './api/getPeople';
import { PeopleTable } from './PeopleTable';
import { PersonProfile } from './PersonProfile';

const doctor = DOCTOR_DAN;
const DAN = doctor.id;

const seen = notificationsSeen();
beforeEach(() => {
  fakeApi.install();
  fakeApi.on('get', 'doctor', { status: 200, data: toPage([doctor], 0, 2000, 1) });
});
afterEach(() => fakeApi.reset());

/** Pages as a remote builds them around the building blocks. */
function DoctorsPage() {
  const list = usePeople('doctor');
  return (
    <section>
      <AddPersonButton kind="doctor" onCreated={() => void list.reload()} />
      <PeopleTable kind="doctor" list={list} caption="Doctors" profileBase="/profile" columns={['email']} />
    </section>
  );
}
function ProfilePage() {
  const back = <Link to="/list">Back</Link>;
  return <PersonProfile kind="doctor" id={useParams().id} title="Doctor profile" back={back} />;
}

function renderList(role: 'admin' | 'superadmin') {
  fakeSession(makeAccount({ accountType: role }));
  return renderWithProviders(
    <Routes>
      <Route path="/list" element={<DoctorsPage />} />
      <Route path="/profile/:id" element={<ProfilePage />} />
    </Routes>,
    { route: '/list' },
  );
}

it('lists doctors and opens a profile by account id (never the email) on row activation', async () => {
  fakeApi.on('get', `doctor/${DAN}`, { status: 200, data: doctor });
  renderList('admin');
  const row = (await screen.findByText('Dan Lee')).closest('tr')!;
  expect(within(row).getByText('dan@north.test')).toBeInTheDocument();
  expect(fakeApi.calls('get', 'doctor')[0]?.params).toEqual({ page: 0, size: 2000, status: 'active' });
  row.focus();
  await userEvent.keyboard('{Enter}');
  // Read-only text, not a form: no field to type in, no complaint the viewer cannot act on.
  expect(await screen.findByText('North')).toBeInTheDocument();
  expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Active');
  expect(screen.queryByRole('textbox')).toBeNull();
});

it('validates the add dialog, hides the clinic picker from an admin and reports success', async () => {
  fakeApi.on('post', 'doctor', (req) => ({ status: 201, data: { ...doctor, ...(req.data as object) } }));
  renderList('admin');
  await userEvent.click(await screen.findByRole('button', { name: 'Add doctor' }));
  const dialog = screen.getByRole('dialog');
  const create = within(dialog).getByRole('button', { name: 'Create' });
  expect(create).toBeDisabled();
  await userEvent.type(within(dialog).getByLabelText('Email'), 'bad');
  await userEvent.click(within(dialog).getByLabelText('First name'));
  await userEvent.click(within(dialog).getByLabelText('Last name'));
  await userEvent.tab();
  expect(within(dialog).getByText('Email is not valid')).toBeInTheDocument();
  expect(within(dialog).getByText('First name is empty')).toBeInTheDocument();
  expect(within(dialog).getByText('Last name is empty')).toBeInTheDocument();
  expect(within(dialog).queryByLabelText('Clinic')).toBeNull();
  await userEvent.clear(within(dialog).getByLabelText('Email'));
  await userEvent.type(within(dialog).getByLabelText('Email'), 'new@north.test');
  await userEvent.type(within(dialog).getByLabelText('First name'), 'Nia');
  await userEvent.type(within(dialog).getByLabelText('Last name'), 'Ray');
  await userEvent.click(create);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(fakeApi.calls('post', 'doctor')[0]?.data).toEqual({
    email: 'new@north.test',
    firstName: 'Nia',
    lastName: 'Ray',
  });
  expect(seen).toContainEqual(expect.objectContaining({ type: 'success', title: 'Doctor created' }));
  expect(fakeApi.calls('get', 'doctor')).toHaveLength(2);
});

it('makes the superadmin pick a clinic from 500 and shows the registration error with the server message', async () => {
  fakeApi.on('get', 'clinic', {
    status: 200,
    data: toPage([{ id: 'c9', name: 'South', locale: 'es-ES', glucoseUnit: 'mg/dL' }], 0, 500, 1),
  });
  fakeApi.on('post', 'doctor', {
    status: 409,
    data: { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists' },
  });
  renderList('superadmin');
  await userEvent.click(await screen.findByRole('button', { name: 'Add doctor' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Email'), 'dup@north.test');
  await userEvent.type(within(dialog).getByLabelText('First name'), 'Du');
  await userEvent.type(within(dialog).getByLabelText('Last name'), 'Pe');
  expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  await userEvent.selectOptions(await within(dialog).findByLabelText('Clinic'), 'South');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  await waitFor(() =>
    expect(seen).toContainEqual(
      expect.objectContaining({
        type: 'error',
        title: 'Doctor is not registered',
        message: 'An account with this email already exists',
      }),
    ),
  );
  expect(fakeApi.calls('get', 'clinic')[0]?.params).toEqual({ page: 0, size: 500 });
  expect(fakeApi.calls('post', 'doctor')[0]?.data).toMatchObject({ clinicId: 'c9' });
});
