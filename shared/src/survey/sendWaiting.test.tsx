import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi, fakeSession, makeAccount, makePatientInstance } from '@dcp/shared/testing';
import { SendWaitingAnswers } from './sendWaiting';
import { readPending, storageKey, writePending } from './pendingAnswers';

// Issue 25 point 2: answers given offline go when the connection returns even when the patient has
// left the questionnaire (Home, results…), by the questionnaire's conflict rule.

const patient = makeAccount({ id: '00000000-0000-4000-8000-00000000aa01', accountType: 'patient' });
const key = storageKey(patient.id, 'inst-1');

beforeEach(() => {
  fakeApi.install();
  fakeSession(patient);
  writePending(key, [
    { questionId: 'q1', value: { id: 'a2' }, base: null },
    { questionId: 'q2', value: { id: 'b2' }, base: null },
  ]);
});
afterEach(() => {
  fakeApi.reset();
  localStorage.clear();
  fakeSession(null);
});

/** The server has the instance at `status`; the patient's pages are at `path`. */
function renderAt(path: string, status: 'IN_PROGRESS' | 'COMPLETED') {
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: makePatientInstance({ status }) });
  fakeApi.on('put', 'surveyInstance/inst-1', { status: 204 });
  render(
    <MemoryRouter initialEntries={[path]}>
      <SendWaitingAnswers />
    </MemoryRouter>,
  );
}
const sentIds = () =>
  fakeApi
    .calls('put', 'surveyInstance/inst-1')
    .map((c) => (c.data as { answers: { question: { id: string } }[] }).answers[0]!.question.id);

test('from another page, what waits goes in order, and is then gone from the device', async () => {
  renderAt('/patient/home', 'IN_PROGRESS');
  await waitFor(() => expect(readPending(key)).toEqual([]));
  expect(sentIds()).toEqual(['q1', 'q2']);
});

test('not for the questionnaire open at this address: it resumes with them and sends them itself', async () => {
  renderAt('/survey/inst-1', 'IN_PROGRESS');
  await act(async () => {
    await Promise.resolve();
  });
  expect(fakeApi.calls('get', 'surveyInstance/inst-1')).toHaveLength(0);
  expect(readPending(key)).toHaveLength(2);
});

test('submitted elsewhere meanwhile: nothing is sent and the device forgets them', async () => {
  renderAt('/patient/home', 'COMPLETED');
  await waitFor(() => expect(readPending(key)).toEqual([]));
  expect(sentIds()).toEqual([]);
});
