import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toPage } from '@dcp/shared/contracts';
import {
  fakeApi,
  fakeSession,
  makeAccount,
  notificationsSeen,
  renderWithProviders,
} from '@dcp/shared/testing';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { Route, Routes } from 'react-router-dom';
import { ClinicsListPage } from './ClinicsListPage';
import { ClinicProfilePage } from './ClinicProfilePage';
import { ResultsPage } from '../results';

const messages = { 'en-GB': en, 'es-ES': es };
const clinics = [
  { id: 'b-2', name: 'Beta', locale: 'en-GB', glucoseUnit: 'mmol/L' },
  { id: 'a-1', name: 'Alpha', locale: 'es-ES', glucoseUnit: 'mg/dL' },
];
const seen = notificationsSeen();
beforeEach(() => {
  fakeSession(makeAccount({ accountType: 'superadmin' }));
  fakeApi.install();
  fakeApi.on('get', 'clinic', { status: 200, data: toPage(clinics, 0, 500, 2) });
});
afterEach(() => fakeApi.reset());

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.lastChild?.textContent);

it('sorts by name and reverses on a second click', async () => {
  renderWithProviders(<ClinicsListPage />, { messages });
  await screen.findByText('Alpha');
  expect(names()).toEqual(['Alpha', 'Beta']);
  await userEvent.click(screen.getByRole('button', { name: 'Name' }));
  expect(names()).toEqual(['Beta', 'Alpha']);
  await userEvent.click(screen.getByRole('button', { name: 'Locale' }));
  expect(names()).toEqual(['Beta', 'Alpha']);
  expect(screen.getByRole('columnheader', { name: 'Locale' })).toHaveAttribute('aria-sort', 'ascending');
});

it("requires the clinic name ('Clinic name is empty') and reports 'Clinic created'", async () => {
  fakeApi.on('post', 'clinic', {
    status: 201,
    data: { id: 'c-3', name: 'Gamma', locale: 'en-GB', glucoseUnit: 'mmol/L' },
  });
  renderWithProviders(<ClinicsListPage />, { messages });
  await userEvent.click(await screen.findByRole('button', { name: 'Add clinic' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByLabelText('Name'));
  await userEvent.tab();
  expect(within(dialog).getByText('Clinic name is empty')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Name'), 'Gamma');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  await waitFor(() =>
    expect(seen).toContainEqual(expect.objectContaining({ type: 'success', title: 'Clinic created' })),
  );
  expect(fakeApi.calls('post', 'clinic')[0]?.data).toEqual({ name: 'Gamma', locale: 'en-GB' });
});

// Issue 36 point 17: the clinic's locale is chosen in the dialog, and creating shows progress.
it('creates a Spanish clinic, saying "Creating the clinic…" until the answer comes', async () => {
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  fakeApi.on('post', 'clinic', async () => {
    await held;
    return { status: 201, data: { id: 'c-4', name: 'Delta', locale: 'es-ES', glucoseUnit: 'mg/dL' } };
  });
  renderWithProviders(<ClinicsListPage />, { messages });
  await userEvent.click(await screen.findByRole('button', { name: 'Add clinic' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Name'), 'Delta');
  await userEvent.selectOptions(within(dialog).getByLabelText('Locale'), 'Spanish (Spain)');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await within(dialog).findByRole('button', { name: 'Creating the clinic…' })).toBeDisabled();
  answer();
  await waitFor(() =>
    expect(seen).toContainEqual(expect.objectContaining({ type: 'success', title: 'Clinic created' })),
  );
  expect(fakeApi.calls('post', 'clinic')[0]?.data).toEqual({ name: 'Delta', locale: 'es-ES' });
});

it('export asks for surveyInstance/csv with the 30 s file timeout and shows the request error on failure', async () => {
  fakeApi.on('get', 'surveyInstance/csv', {
    status: 404,
    data: { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Route not found' },
  });
  renderWithProviders(<ResultsPage />, { messages });
  await userEvent.click(screen.getByRole('button', { name: 'Export results' }));
  await waitFor(() =>
    expect(seen).toContainEqual(expect.objectContaining({ type: 'error', message: 'Route not found' })),
  );
  expect(fakeApi.calls('get', 'surveyInstance/csv')[0]?.timeout).toBe(30000);
  expect(screen.getByRole('button', { name: 'Export results' })).toBeEnabled();
});

it("sets the clinic's glucose unit on its profile (issue 24 point 4)", async () => {
  fakeApi.on('get', 'clinic/b-2', { status: 200, data: clinics[0] });
  fakeApi.on('put', 'clinic/b-2/glucose-unit', {
    status: 200,
    data: { ...clinics[0], glucoseUnit: 'mg/dL' },
  });
  renderWithProviders(
    <Routes>
      <Route path="/superadmin/clinic-profile/:id" element={<ClinicProfilePage />} />
    </Routes>,
    { messages, route: '/superadmin/clinic-profile/b-2' },
  );
  const select = await screen.findByLabelText('Clinic glucose unit');
  expect(select).toHaveValue('mmol/L');
  await userEvent.selectOptions(select, 'mg/dL');
  await userEvent.click(screen.getByRole('button', { name: 'Save glucose unit' }));
  await waitFor(() =>
    expect(fakeApi.calls('put', 'clinic/b-2/glucose-unit').map((c) => c.data)).toEqual([
      { glucoseUnit: 'mg/dL' },
    ]),
  );
  await waitFor(() => expect(seen).toContainEqual(expect.objectContaining({ title: 'Glucose unit saved' })));
});
