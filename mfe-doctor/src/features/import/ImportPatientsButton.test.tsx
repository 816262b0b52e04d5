import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fakeSession, makeAccount, makeSurveySummary, renderDoctor } from '../../test-kit';
import { ImportPatientsButton } from './ImportPatientsButton';
import { IMPORT_SLICE } from './api/importPatients';

const DOCTOR = '00000000-0000-4000-8000-0000000000d2';
const TOTAL = 2 * IMPORT_SLICE + 10;

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'doctor', id: DOCTOR }));
});
afterEach(() => fakeApi.reset());

/** Answers each slice as the API does; the failed lines are given per test. */
function answerSlices(failedLines: number[]) {
  fakeApi.on('post', 'user/bulkSignup', (req) => {
    const from = Number(req.params.from);
    const to = Math.min(from + Number(req.params.count), TOTAL);
    const errors = failedLines
      .filter((l) => l - 2 >= from && l - 2 < to)
      .map((line) => ({ line, email: `x${line}@t.test`, reason: 'existingPatient', message: 'exists' }));
    return { status: 200, data: { total: TOTAL, from, to, created: to - from - errors.length, errors } };
  });
}

/** The list's one button opens the import's dialog (issue 36 point 3): the questionnaire, the template, the file. */
const open = () =>
  fireEvent.click(
    screen.getByRole('button', { name: /^(Import patients \(CSV\)|Importar pacientes \(CSV\))$/ }),
  );

/** Opens the dialog unless it is open, then picks the file as the file chooser does. */
function choose(name: string, text = 'email,firstName,lastName\na@b.test,A,B\n') {
  if (!screen.queryByRole('dialog')) open();
  fireEvent.change(screen.getByLabelText(/CSV file of patients|Archivo CSV/), {
    target: { files: [new File([text], name, { type: 'text/csv' })] },
  });
}

it('sends the file slice by slice as text/csv for the signed-in doctor, then says Successfully!', async () => {
  answerSlices([]);
  renderDoctor(<ImportPatientsButton />);
  choose('patients.csv');
  const dialog = await screen.findByRole('dialog', { name: 'Mass sign up' });
  // One dialog at a time: the result takes the import dialog's place.
  expect(screen.getAllByRole('dialog')).toEqual([dialog]);
  expect(within(dialog).getByText('Successfully!')).toBeInTheDocument();
  expect(
    within(dialog).getByText(`${TOTAL} patients were created and invited by email.`),
  ).toBeInTheDocument();
  const calls = fakeApi.calls('post', 'user/bulkSignup');
  expect(calls.map((c) => c.params.from)).toEqual([0, IMPORT_SLICE, 2 * IMPORT_SLICE]);
  expect(calls.every((c) => c.params.doctor === DOCTOR)).toBe(true);
  expect(calls[0]?.data).toBe('email,firstName,lastName\na@b.test,A,B\n');
  expect(String(calls[0]?.headers['Content-Type'])).toBe('text/csv');
});

it('lists every failed row of every slice with its reason and the advice', async () => {
  answerSlices([3, IMPORT_SLICE + 5]);
  renderDoctor(<ImportPatientsButton />);
  choose('patients.csv');
  const dialog = await screen.findByRole('dialog', { name: 'Mass sign up' });
  expect(within(dialog).queryByText('Successfully!')).toBeNull();
  const table = within(dialog).getByRole('table', { name: 'Rows that were not imported' });
  const rows = within(table).getAllByRole('row').slice(1);
  const late = IMPORT_SLICE + 5;
  const reason = 'A patient with this email already exists';
  // Each cell's value (its first child is the column's name, shown only when rows reflow on a phone).
  const values = (r: HTMLElement) =>
    within(r)
      .getAllByRole('cell')
      .map((c) => c.lastElementChild?.textContent ?? '')
      .join('');
  expect(rows.map(values)).toEqual([`3x3@t.test${reason}`, `${late}x${late}@t.test${reason}`]);
  expect(within(dialog).getByText(/check the CSV file.*contact the administrator/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it("shows the API's reason when the whole file is refused, in the dialog, not as a dead end", async () => {
  fakeApi.on('post', 'user/bulkSignup', {
    status: 413,
    data: {
      type: 'about:blank',
      title: 'Payload Too Large',
      status: 413,
      detail: 'The file has 9 rows; at most 5',
    },
  });
  renderDoctor(<ImportPatientsButton />);
  choose('big.csv');
  const dialog = await screen.findByRole('dialog', { name: 'Mass sign up' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'The file was not imported: The file has 9 rows; at most 5',
  );
});

it('refuses anything but a .csv before sending it, in Spanish too', async () => {
  renderDoctor(<ImportPatientsButton />, { locale: 'es-ES' });
  open();
  const importing = screen.getByRole('dialog', { name: 'Importar pacientes desde un archivo CSV' });
  expect(within(importing).getByRole('button', { name: 'Descargar plantilla CSV' })).toBeInTheDocument();
  choose('patients.xlsx');
  const dialog = await screen.findByRole('dialog', { name: 'Alta masiva' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Solo se pueden importar archivos .csv.');
  expect(fakeApi.calls('post', 'user/bulkSignup')).toHaveLength(0);
});

it('shows the rows done on a progress bar while the slices go in', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  fakeApi.on('post', 'user/bulkSignup', async (req) => {
    const from = Number(req.params.from);
    if (from > 0) await held;
    const to = Math.min(from + IMPORT_SLICE, TOTAL);
    return { status: 200, data: { total: TOTAL, from, to, created: to - from, errors: [] } };
  });
  renderDoctor(<ImportPatientsButton />);
  choose('patients.csv');
  const bar = await screen.findByRole('progressbar', { name: `Importing… ${IMPORT_SLICE} of ${TOTAL} rows` });
  expect(bar).toHaveAttribute('value', String(IMPORT_SLICE));
  expect(screen.getByRole('button', { name: 'Choose the CSV file' })).toBeDisabled();
  release();
  await screen.findByRole('dialog', { name: 'Mass sign up' });
  expect(screen.queryByRole('progressbar')).toBeNull();
});

it('assigns the questionnaire the doctor picks to the imported patients (every slice asks for it)', async () => {
  answerSlices([]);
  fakeApi.on('get', 'survey', { status: 200, data: [makeSurveySummary()] });
  renderDoctor(<ImportPatientsButton />);
  open();
  const select = screen.getByLabelText('Questionnaire for imported patients');
  await screen.findByRole('option', { name: 'Type 2 check-in' });
  fireEvent.change(select, { target: { value: 'type2-v1' } });
  choose('patients.csv');
  await screen.findByRole('dialog', { name: 'Mass sign up' });
  const calls = fakeApi.calls('post', 'user/bulkSignup');
  expect(calls.length).toBeGreaterThan(1);
  expect(calls.every((c) => c.params.surveyId === 'type2-v1')).toBe(true);
});
