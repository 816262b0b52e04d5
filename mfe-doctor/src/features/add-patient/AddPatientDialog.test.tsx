import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications$, type AppNotification } from '@dcp/shared/session';
import { fakeApi, fakeSession, makeAccount, renderDoctor } from '../../test-kit';
import { ASSIGNMENT_STILL_OPEN, PROBLEM_CODE } from '@dcp/shared/contracts';
import en from '../../lang/en.json';
import { AddPatientButton } from './AddPatientButton';
import { splitFullName } from './fullName';

const survey = (id: string, name: string, revision: number, isAvailable = true) => ({
  id,
  name,
  surveyType: 'REGULAR',
  diabetesType: null,
  revision,
  isAvailable,
  variant: null,
});
const PATIENT_ID = '0d3e5b6c-7d81-4a52-9a44-5b7e1a526a4e';
const summary = {
  audience: 'staff',
  patientId: PATIENT_ID,
  id: '5b7e1a52-6a4e-4d6b-9a44-0d3e5b6c7d81',
  createTimestamp: '2026-01-01T00:00:00.000Z',
  lastUpdatedTimestamp: '2026-01-01T00:00:00.000Z',
  status: 'CREATED',
  stage: 'FIRST_WAVE',
  survey: { id: 'b2', name: 'Beta', surveyType: 'REGULAR' },
  priorityScore: null,
  mainConcern: null,
  awaitingReview: false,
  questionCount: 15,
};
const created = {
  id: PATIENT_ID,
  email: 'new@example.org',
  firstName: 'Ana',
  lastName: 'García López',
  status: 'TERMS_AND_CONDITIONS',
  clinic: { id: 'c1', name: 'Demo Clinic' },
  age: null,
  birthDate: null,
  chronicConditions: null,
  diabetes: null,
  gender: null,
  demographics: [],
};
const problem = (status: number, detail: string, code?: string) => ({
  status,
  data: { type: 'about:blank', title: 'Conflict', status, detail, code },
});

let shown: AppNotification[];
let sub: { unsubscribe: () => void };
beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'doctor', email: 'doctor@demo.test' }));
  shown = [];
  sub = notifications$.subscribe((n) => shown.push(n));
  fakeApi.on('get', 'survey', {
    status: 200,
    data: [
      survey('b1', 'Beta', 1),
      survey('x', 'Hidden', 1, false),
      survey('b2', 'Beta', 2),
      survey('a', 'Alpha', 1),
    ],
  });
});
afterEach(() => {
  sub.unsubscribe();
  fakeApi.reset();
});

async function openAndFill(fullName: string) {
  renderDoctor(<AddPatientButton />);
  const opener = screen.getByRole('button', { name: 'Add patient' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Add patient' });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' New@Example.org ' } });
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: fullName } });
  await waitFor(() =>
    expect(within(screen.getByLabelText('Survey', { exact: true })).getAllByRole('option')).toHaveLength(4),
  );
  fireEvent.change(screen.getByLabelText('Survey', { exact: true }), { target: { value: 'b2' } });
  return { opener, dialog };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add patient and send survey' }));

test('offers only available surveys, by name then revision descending; the revision only tells two of a name apart', async () => {
  await openAndFill('Ana');
  const options = within(screen.getByLabelText('Survey', { exact: true }))
    .getAllByRole('option')
    .slice(1);
  expect(options.map((o) => o.getAttribute('value'))).toEqual(['a', 'b2', 'b1']);
  expect(options.map((o) => o.textContent)).toEqual(['Alpha', 'Beta (2)', 'Beta (1)']);
});

test('creates the patient, assigns the survey, and reports both; focus returns to the button', async () => {
  fakeApi.on('post', 'user', { status: 201, data: created });
  fakeApi.on('post', 'surveyInstance', { status: 201, data: summary });
  const { opener } = await openAndFill('Ana García López');
  submit();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const [user, inst] = fakeApi.requests.filter((r) => r.method === 'post');
  expect(user!.data).toEqual({
    email: 'new@example.org',
    firstName: 'Ana',
    lastName: 'García López',
    locale: 'en-GB',
  });
  expect(inst!.data).toEqual({
    doctorEmail: 'doctor@demo.test',
    userEmail: 'new@example.org',
    surveyId: 'b2',
  });
  expect(shown.map((n) => n.title)).toEqual(['Patient registered', 'Survey created']);
  expect(shown[1]!.link?.to).toBe(`/doctor/survey-results/${summary.id}?patient=${PATIENT_ID}`);
  expect(opener).toHaveFocus();
});

test('an existing patient (409): the dialog says so first, and assigns the survey once confirmed', async () => {
  fakeApi.on('post', 'user', problem(409, 'An account with this email already exists'));
  fakeApi.on('post', 'surveyInstance', { status: 201, data: summary });
  await openAndFill('Ana');
  submit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('already has an account');
  expect(fakeApi.calls('post', 'surveyInstance')).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Assign to the existing account' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(shown.map((n) => n.title)).toEqual(['Survey created']);
});

test('a survey still open is refused with a translated message and the dialog stays', async () => {
  fakeApi.on('post', 'user', { status: 201, data: created });
  fakeApi.on('post', 'surveyInstance', problem(409, ASSIGNMENT_STILL_OPEN, PROBLEM_CODE.assignmentStillOpen));
  await openAndFill('Ana');
  submit();
  await waitFor(() => expect(shown.map((n) => n.title)).toContain('Survey error'));
  expect(shown.at(-1)!.message).toBe(en['doctor.assign.stillOpen']);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('validates before sending anything', async () => {
  renderDoctor(<AddPatientButton />);
  fireEvent.click(screen.getByRole('button', { name: 'Add patient' }));
  await screen.findByRole('dialog');
  submit();
  expect(await screen.findByText('Please enter the email')).toBeInTheDocument();
  expect(screen.getByText('Full name is empty')).toBeInTheDocument();
  expect(fakeApi.requests.filter((r) => r.method === 'post')).toHaveLength(0);
});

test('splits the full name: the last name takes the second word, or else the first', () => {
  expect(splitFullName(' Ana  Paz ')).toEqual({ firstName: 'Ana', lastName: 'Paz' });
  expect(splitFullName('Ana')).toEqual({ firstName: 'Ana', lastName: 'Ana' });
  expect(splitFullName('Ana García López')).toEqual({ firstName: 'Ana', lastName: 'García López' });
});
