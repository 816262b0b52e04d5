import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  fakeApi,
  fakeSession,
  makeAccount,
  makePatientInstance,
  renderWithProviders,
} from '@dcp/shared/testing';
import type { SurveyInstance } from '@dcp/shared/contracts';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { ResultDetails } from '../results';
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
      <Route path="/patient/home" element={<p>home page</p>} />
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
const submits = () => fakeApi.calls('post', 'surveyInstance/inst-1/submit');

test('the summary never sends by itself; Submit survey sends and the second wave follows', async () => {
  const second = makePatientInstance({ status: 'IN_PROGRESS', stage: 'SECOND_WAVE' });
  serve(makePatientInstance(), second);
  render();
  await answerAll();
  expect(fakeApi.calls('put', 'surveyInstance/inst-1').map((r) => r.data)).toEqual([
    { answers: [{ question: { id: 'q1' }, answer: { id: 'a2' } }] },
    { answers: [{ question: { id: 'q2' }, answer: { id: 'b1' } }] },
  ]);
  expect(screen.getByText(/Nothing is sent to your care team until you select Submit Survey/)).toBeVisible();
  await new Promise((r) => setTimeout(r, 1200));
  expect(submits()).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
  await waitFor(() => expect(submits()).toHaveLength(1));
  expect(submits()[0]!.params).toEqual({ stage: 'FIRST_WAVE' });
  // The submit's answer is shown: the follow-up question of the second wave, without another GET.
  expect(await screen.findByText('Follow-up: who supports you?')).toBeInTheDocument();
  expect(screen.getByText('Question 1 of 1')).toBeInTheDocument();
  expect(fakeApi.calls('get', 'surveyInstance/inst-1')).toHaveLength(1);
});

test('an answer changed from the summary is saved, shown, and then sent', async () => {
  serve(makePatientInstance(), makePatientInstance({ status: 'RECOMMENDATIONS' }));
  render();
  await answerAll();
  fireEvent.click(screen.getByRole('button', { name: /Change your answer to: Which insulin do you use\?/ }));
  fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'b2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save and return to the summary' }));
  await screen.findByRole('button', { name: 'Submit Survey' });
  expect(screen.getByText('Pump')).toBeInTheDocument();
  expect(fakeApi.calls('put', 'surveyInstance/inst-1').at(-1)!.data).toEqual({
    answers: [{ question: { id: 'q2' }, answer: { id: 'b2' } }],
  });
  fireEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
  expect(await screen.findByText(/your answers have been submitted/)).toBeInTheDocument();
  expect(submits()).toHaveLength(1);
});

test('Cancel leaves for Home without sending', async () => {
  serve(makePatientInstance(), makePatientInstance({ status: 'RECOMMENDATIONS' }));
  render();
  await answerAll();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('home page')).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 1000));
  expect(submits()).toHaveLength(0);
});

test('resuming opens at the first unanswered question', async () => {
  const started = makePatientInstance({
    status: 'IN_PROGRESS',
    answers: [
      {
        question: { id: 'q1', text: 'How often do you feel worried?', type: 'CLOSED_ENDED', tags: [] },
        answer: { id: 'a1', answer: 'Never' },
      },
    ],
  });
  serve(started, makePatientInstance({ status: 'RECOMMENDATIONS' }));
  render();
  expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Which insulin do you use?' })).toBeInTheDocument();
});

test('the survey with a start dialog shows it first, then the same summary and Submit survey', async () => {
  const base = makePatientInstance();
  const withDialog = makePatientInstance({
    survey: {
      ...base.survey,
      startDialog: { title: 'Before you start', descriptions: ['First part.', 'Second part.'] },
    },
  });
  serve(withDialog, makePatientInstance({ status: 'RECOMMENDATIONS' }));
  render();
  const dialog = await screen.findByRole('dialog', { name: 'Before you start' });
  expect(dialog).toHaveTextContent('First part.');
  expect(dialog).toHaveTextContent('Second part.');
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await answerAll();
  fireEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
  expect(await screen.findByText(/your answers have been submitted/)).toBeInTheDocument();
  expect(submits()).toHaveLength(1);
});

test('Submit survey pressed twice sends one request, without a body', async () => {
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: makePatientInstance() });
  fakeApi.on('put', 'surveyInstance/inst-1', { status: 204 });
  fakeApi.on('post', 'surveyInstance/inst-1/submit', async () => {
    await new Promise((r) => setTimeout(r, 300));
    return { status: 200, data: makePatientInstance({ status: 'RECOMMENDATIONS' }) };
  });
  render();
  await answerAll();
  const submit = screen.getByRole('button', { name: 'Submit Survey' });
  fireEvent.click(submit);
  fireEvent.click(submit);
  expect(await screen.findByText(/your answers have been submitted/)).toBeInTheDocument();
  expect(submits()).toHaveLength(1);
  // undefined, not null: only then does the browser transport drop the form content type (API: 415).
  expect(submits()[0]!.config.data).toBeUndefined();
});

test('after a submit with low mood: help now with the clinic’s emergency number, then the PHQ-9 offered as a choice', async () => {
  const done = makePatientInstance({
    status: 'RECOMMENDATIONS',
    support: { contact: null, emergencyNumber: '999', urgent: false },
    followUp: { instanceId: 'phq9-inst' },
  });
  serve(makePatientInstance(), done);
  render();
  await answerAll();
  fireEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
  const help = await screen.findByRole('region', { name: 'You do not have to face this alone' });
  expect(help).toHaveTextContent('Contact your clinic or your family doctor.');
  expect(screen.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
  const offer = screen.getByRole('region', { name: 'A few more questions, if you are willing' });
  expect(offer).toHaveTextContent('It is up to you');
  // Issue 36 point 8: the PHQ-9 counted as it is (nine items and the optional tenth), no time claim.
  expect(offer).toHaveTextContent('Nine short questions, and a tenth you may leave out');
  expect(offer).not.toHaveTextContent(/minutes/);
  expect(screen.getByRole('link', { name: 'Answer a few more questions' })).toHaveAttribute(
    'href',
    '/survey/phq9-inst',
  );
  fireEvent.click(screen.getByRole('link', { name: 'Not now' }));
  expect(await screen.findByText('home page')).toBeVisible();
});

test('an urgent PHQ-9 leads with talking to someone today, in Spanish too, and offers nothing more', async () => {
  const done = makePatientInstance({
    status: 'RECOMMENDATIONS',
    support: { contact: 'Llame al equipo: 900 000 000', emergencyNumber: '112', urgent: true },
  });
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: done });
  renderWithProviders(
    <Routes>
      <Route path="/survey/:id" element={<SurveyPage />} />
    </Routes>,
    { route: '/survey/inst-1', messages, locale: 'es-ES' },
  );
  const help = await screen.findByRole('region', { name: 'Por favor, hable hoy con alguien' });
  expect(help).toHaveTextContent('Llame al equipo: 900 000 000');
  expect(help).toHaveTextContent('llame ahora al 112');
  expect(screen.queryByRole('region', { name: /Unas preguntas más/ })).toBeNull();
});

test('an anonymous-link patient reads the support once and is offered no PHQ-9 it could not open', async () => {
  // Issue 36 point 8: restricted to this one questionnaire, with no home page; its results follow.
  fakeSession(makeAccount({ accountType: 'patient', isRestrictedUser: true }));
  const done = makePatientInstance({
    status: 'RECOMMENDATIONS',
    support: { contact: null, emergencyNumber: '999', urgent: false },
    followUp: { instanceId: 'phq9-inst' },
  });
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: done });
  renderWithProviders(
    <Routes>
      <Route path="/survey/:id" element={<SurveyPage resultsOf={(id) => <ResultDetails id={id} />} />} />
    </Routes>,
    { route: '/survey/inst-1', messages },
  );
  expect(await screen.findByText(/your answers have been submitted/)).toBeInTheDocument();
  // The results below have loaded.
  expect(await screen.findByText(/Your doctor is reviewing your answers/)).toBeInTheDocument();
  expect(screen.getAllByRole('region', { name: 'You do not have to face this alone' })).toHaveLength(1);
  expect(screen.queryByRole('region', { name: 'A few more questions, if you are willing' })).toBeNull();
  expect(screen.queryByText(/home page/)).toBeNull();
});

test('a language switch whose refetch fails offline keeps the questionnaire, and reads Spanish once back online', async () => {
  // CI's offline journey: the switch to Spanish was saved, then the connection dropped before the
  // Spanish texts arrived. The open questionnaire must stay (in English) rather than turn into an error.
  const english = makePatientInstance();
  const spanish = makePatientInstance({
    survey: {
      ...english.survey,
      questions: english.survey.questions.map((q) =>
        q.id === 'q1' ? { ...q, question: '¿Con qué frecuencia se siente preocupado?' } : q,
      ),
    },
  });
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: english });
  render();
  expect(await screen.findByText('How often do you feel worried?')).toBeVisible();

  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  fakeApi.on('get', 'surveyInstance/inst-1', { networkError: true });
  act(() => fakeSession(makeAccount({ accountType: 'patient', locale: 'es-ES' })));
  await waitFor(() => expect(fakeApi.calls('get', 'surveyInstance/inst-1')).toHaveLength(2));
  expect(screen.getByText('How often do you feel worried?')).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();

  onLine.mockReturnValue(true);
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: spanish });
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('¿Con qué frecuencia se siente preocupado?')).toBeVisible();
  onLine.mockRestore();
});
