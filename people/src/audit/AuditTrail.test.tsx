import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@dcp/shared/contracts';
import { fakeApi, fakeSession, makeAccount, pageOf, renderWithProviders } from '@dcp/shared/testing';
import { AuditTrail } from './AuditTrail';

const row = (i: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `r${i}`,
  at: '2026-11-20T10:00:00.000Z',
  action: 'survey-instance.read',
  target: 'survey-instance:x',
  ip: '10.0.0.1',
  actor: { email: 'doctor@demo.test', name: 'Dora Doctor', role: 'doctor' },
  subject: { email: 'patient@demo.test', name: 'Pat Patient', role: 'patient' },
  record: { kind: 'survey-instance', name: 'Type 1 check-in' },
  sealed: i % 2 === 0,
  ...over,
});

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'admin' }));
  fakeApi.on('get', 'audit', (req) => ({
    status: 200,
    data: {
      ...pageOf([
        row(1),
        row(2, { action: 'patient.read.missing', subject: null, record: null }),
        row(3, { action: 'doctor.sign-up-link.write', record: { kind: 'account', name: 'Dora Doctor' } }),
        row(4, { action: 'something.new' }),
      ]),
      totalElements: 120,
      totalPages: 3,
      number: Number(req.params.page ?? 0),
      first: !req.params.page,
      last: false,
    },
  }));
});
afterEach(() => fakeApi.reset());

test('rows say who did what to which record of whose data, in words, with the seal state', async () => {
  renderWithProviders(<AuditTrail />);
  const table = await screen.findByRole('table', { name: 'Audit trail' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('Dora Doctor (doctor)');
  expect(rows[1]).toHaveTextContent('Opened a questionnaire');
  expect(rows[1]).toHaveTextContent('Questionnaire: Type 1 check-in');
  expect(rows[1]).toHaveTextContent('Pat Patient · patient@demo.test');
  expect(rows[1]).toHaveTextContent('Pending');
  expect(rows[2]).toHaveTextContent('Looked for a patient account that does not exist');
  expect(rows[2]).toHaveTextContent('Sealed');
  expect(rows[3]).toHaveTextContent('Changed the sign-up link settings');
  expect(rows[3]).toHaveTextContent('Account: Dora Doctor');
  // A code the portal has no words for yet shows as itself.
  expect(rows[4]).toHaveTextContent('something.new');
  expect(screen.getByText('Page 1 of 3 (120 entries)')).toBeInTheDocument();
});

test('filters go to the API and start again at the first page; paging asks for the next page', async () => {
  renderWithProviders(<AuditTrail />);
  await screen.findByRole('table');
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(fakeApi.calls('get', 'audit').at(-1)?.params).toMatchObject({ page: 1 }));
  fireEvent.change(screen.getByLabelText('Whose data (name or email)'), { target: { value: 'pat' } });
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() =>
    expect(fakeApi.calls('get', 'audit').at(-1)?.params).toEqual({
      page: 0,
      patient: 'pat',
      from: '2026-11-01',
    }),
  );
});

test('in Spanish', async () => {
  renderWithProviders(<AuditTrail />, { locale: 'es-ES' });
  const table = await screen.findByRole('table', { name: 'Registro de auditoría' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Abrió un cuestionario');
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Cuestionario: Type 1 check-in');
});

test('every action the API writes has a label in English and Spanish', async () => {
  const { AUDIT_ACTIONS } = await import('@dcp/shared/contracts');
  const { loadSharedCatalogue } = await import('@dcp/shared/i18n');
  const en = await loadSharedCatalogue('en-GB', 'staff');
  const es = await loadSharedCatalogue('es-ES', 'staff');
  const missing = AUDIT_ACTIONS.filter((a) => !en[`shared.audit.do.${a}`] || !es[`shared.audit.do.${a}`]);
  expect(missing).toEqual([]);
});

test('an erased patient keeps their acts in the trail, named as such and by no name or address (issue 37 point 4)', async () => {
  const erased = { email: '', name: '', role: 'patient', erased: true };
  fakeApi.on('get', 'audit', {
    status: 200,
    data: pageOf([
      row(1, {
        action: 'patient.erase',
        actor: row(0).actor,
        subject: erased,
        record: { kind: 'account', name: null },
      }),
      row(2, {
        action: 'erasure.request',
        actor: erased,
        subject: erased,
        record: { kind: 'account', name: null },
      }),
    ]),
  });
  renderWithProviders(<AuditTrail />, { locale: 'es-ES' });
  const rows = within(await screen.findByRole('table', { name: 'Registro de auditoría' })).getAllByRole(
    'row',
  );
  expect(rows[1]).toHaveTextContent('Eliminó a un paciente');
  expect(rows[1]).toHaveTextContent('Paciente eliminado');
  expect(rows[2]).toHaveTextContent(
    /Paciente eliminado.*Solicitó que se eliminara su cuenta.*Paciente eliminado/,
  );
  expect(rows[2]).not.toHaveTextContent('·');
});
