import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, fakeSession, makeAccount, makeInstance, renderWithProviders } from '@dcp/shared/testing';
import { getSession } from '@dcp/shared/session';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { InitialSurveyPage } from './InitialSurveyPage';

const messages = { 'en-GB': en, 'es-ES': es };
const questions = makeInstance().survey.questions.filter((q) => q.id === 'q1');
const demo = makeInstance({
  id: 'demo-1',
  survey: { ...makeInstance().survey, surveyType: 'DEMOGRAPHICS_PATIENT', questions },
});

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'patient', demographics: [{ id: 'demo-1', status: 'CREATED' }] }));
  fakeApi.on('get', 'surveyInstance/demo-1', { status: 200, data: demo });
  fakeApi.on('put', 'surveyInstance/demo-1', { status: 204 });
  fakeApi.on('post', 'surveyInstance/demo-1/submit', { status: 200, data: { ...demo, status: 'COMPLETED' } });
  fakeApi.on('get', 'user/this', {
    status: 200,
    data: makeAccount({ accountType: 'patient', demographics: [{ id: 'demo-1', status: 'COMPLETED' }] }),
  });
});
afterEach(() => fakeApi.reset());

test('two steps: Submit asks for confirmation; Change answers goes back; Yes submits and reloads the account', async () => {
  renderWithProviders(<InitialSurveyPage />, { messages, route: '/initial-survey' });
  fireEvent.click(await screen.findByRole('radio', { name: 'Never' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Your answers will be sent. Are you sure?')).toBeInTheDocument();
  expect(fakeApi.calls('post', 'surveyInstance/demo-1/submit')).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Change answers' }));
  expect(screen.getByText('Question 1 of 1')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, submit' }));

  await waitFor(() => expect(getSession().account?.demographics[0]?.status).toBe('COMPLETED'));
  expect(fakeApi.calls('put', 'surveyInstance/demo-1')[0]!.data).toEqual({
    answers: [{ question: { id: 'q1' }, answer: { id: 'a1' } }],
  });
  expect(fakeApi.calls('post', 'surveyInstance/demo-1/submit')[0]!.params).toEqual({ stage: 'FIRST_WAVE' });
});
