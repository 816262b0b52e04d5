import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, fakeSession, makeAccount, makeInstance, renderWithProviders } from '@dcp/shared/testing';
import type { SurveyInstance } from '@dcp/shared/contracts';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { SurveyPage } from './SurveyPage';

const messages = { 'en-GB': en, 'es-ES': es };

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'patient', email: 'patient@example.com' }));
});
afterEach(() => fakeApi.reset());

// As the API: answers are saved with 204; a submit answers the instance as it now is.
function serve(first: SurveyInstance, afterSubmit: SurveyInstance) {
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: first });
  fakeApi.on('put', 'surveyInstance/inst-1', { status: 204 });
  fakeApi.on('post', 'surveyInstance/inst-1/submit', { status: 200, data: afterSubmit });
}

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/survey/:id" element={<SurveyPage />} />
    </Routes>,
    { route: '/survey/inst-1', messages },
  );

async function answerAll() {
  fireEvent.click(await screen.findByRole('radio', { name: 'Often' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'b1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Question 3 of 3');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('button', { name: 'Submit Survey' });
}

test('answers are saved one by one, the survey submits itself after 800 ms and continues with the second wave', async () => {
  const second = makeInstance({ status: 'IN_PROGRESS', stage: 'SECOND_WAVE' });
  serve(makeInstance(), second);
  render();
  await answerAll();
  expect(fakeApi.calls('put', 'surveyInstance/inst-1').map((r) => r.data)).toEqual([
    { answers: [{ question: { id: 'q1' }, answer: { id: 'a2' } }] },
    { answers: [{ question: { id: 'q2' }, answer: { id: 'b1' } }] },
  ]);
  expect(fakeApi.calls('post', 'surveyInstance/inst-1/submit')).toHaveLength(0);
  await waitFor(() => expect(fakeApi.calls('post', 'surveyInstance/inst-1/submit')).toHaveLength(1), {
    timeout: 2000,
  });
  expect(fakeApi.calls('post', 'surveyInstance/inst-1/submit')[0]!.params).toEqual({ stage: 'FIRST_WAVE' });
  // The submit's answer is shown: the follow-up question of the second wave, without another GET.
  expect(await screen.findByText('Follow-up: who supports you?')).toBeInTheDocument();
  expect(screen.getByText('Question 1 of 1')).toBeInTheDocument();
  expect(fakeApi.calls('get', 'surveyInstance/inst-1')).toHaveLength(1);
});

test('Cancel on the summary stops the automatic submit', async () => {
  serve(makeInstance(), makeInstance({ status: 'RECOMMENDATIONS' }));
  render();
  await answerAll();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 1000));
  expect(fakeApi.calls('post', 'surveyInstance/inst-1/submit')).toHaveLength(0);
});

test('the survey with a start dialog shows it first and then waits for an explicit Submit Survey', async () => {
  const base = makeInstance();
  const withDialog = makeInstance({
    survey: {
      ...base.survey,
      startDialog: { title: 'Before you start', descriptions: ['First part.', 'Second part.'] },
    },
  });
  serve(withDialog, makeInstance({ status: 'RECOMMENDATIONS' }));
  render();
  const dialog = await screen.findByRole('dialog', { name: 'Before you start' });
  expect(dialog).toHaveTextContent('First part.');
  expect(dialog).toHaveTextContent('Second part.');
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await answerAll();
  await new Promise((r) => setTimeout(r, 1000));
  expect(fakeApi.calls('post', 'surveyInstance/inst-1/submit')).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
  expect(await screen.findByText(/your answers have been submitted/)).toBeInTheDocument();
  expect(fakeApi.calls('post', 'surveyInstance/inst-1/submit')).toHaveLength(1);
});

test('Submit Survey pressed before the automatic submit sends one request, without a body', async () => {
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: makeInstance() });
  fakeApi.on('put', 'surveyInstance/inst-1', { status: 204 });
  // Slower than the 800 ms timer, as a loaded server can be: the timer must not send a second one.
  fakeApi.on('post', 'surveyInstance/inst-1/submit', async () => {
    await new Promise((r) => setTimeout(r, 1200));
    return { status: 200, data: makeInstance({ status: 'RECOMMENDATIONS' }) };
  });
  render();
  await answerAll();
  fireEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
  expect(
    await screen.findByText(/your answers have been submitted/, {}, { timeout: 3000 }),
  ).toBeInTheDocument();
  const calls = fakeApi.calls('post', 'surveyInstance/inst-1/submit');
  expect(calls).toHaveLength(1);
  // undefined, not null: only then does the browser transport drop the form content type (API: 415).
  expect(calls[0]!.config.data).toBeUndefined();
});
