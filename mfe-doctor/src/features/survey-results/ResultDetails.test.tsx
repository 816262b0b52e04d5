import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fakeApi,
  fakeClipboard,
  fakeSession,
  makeAccount,
  makeInstance,
  renderWithProviders,
} from '@dcp/shared/testing';
import type { SurveyInstance } from '@dcp/shared/contracts';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { ResultDetails } from './ResultDetails';
import { COPY_CONFIRM_MS } from './CopyButton';

const messages = { 'en-GB': en, 'es-ES': es };
const reviewable = (over: Partial<SurveyInstance> = {}) =>
  makeInstance({
    status: 'RECOMMENDATIONS',
    scores: [{ id: 's1', category: 'PSYCH', scoreValue: 6, scorePct: 60, scoredAnswers: [] }],
    mainAreasOfFocus: ['PSYCH'],
    phq2: { score: 4, possibleDepression: true },
    recommendations: [
      {
        id: 'r1',
        category: 'PSYCH',
        question: 'Support for worries',
        answers: [],
        possibleAnswers: [
          { id: 'p1', answer: 'Refer to psychologist', resourceName: null, resourceUrl: null },
        ],
      },
    ],
    possibleConclusions: [{ id: 'c1', text: 'Keep a diary.', show: false }],
    ...over,
  });

let clipboard: string[];
beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'doctor' }));
  clipboard = fakeClipboard();
});
afterEach(() => fakeApi.reset());

test("an instance not yet submitted shows 'Survey is not completed by user'", async () => {
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: makeInstance({ status: 'IN_PROGRESS' }) });
  renderWithProviders(<ResultDetails id="inst-1" />, { messages });
  expect(await screen.findByText('Survey is not completed by user')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Agreed care plan' })).not.toBeInTheDocument();
});

test('PHQ-2 of 3 or more is flagged; ticked recommendations and edited conclusions are saved as the agreed care plan in one request', async () => {
  const current = reviewable();
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: current });
  // As the API: the write answers the instance as saved.
  fakeApi.on('put', 'surveyInstance/inst-1/care-plan', (req) => {
    const plan = req.data as { conclusions: { id: string; text: string }[] };
    const conclusions = plan.conclusions.map((c) => ({ conclusionId: c.id, text: c.text }));
    const recommendations = current.recommendations.map((r) => ({ ...r, answers: ['p1'] }));
    return { status: 200, data: { ...current, status: 'COMPLETED', conclusions, recommendations } };
  });
  renderWithProviders(<ResultDetails id="inst-1" />, { messages });
  expect(await screen.findByText('Score: 4 of 6')).toBeInTheDocument();
  expect(screen.getByText(/suggests a depressive disorder/)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('checkbox', { name: 'Refer to psychologist' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Conclusion 1' }), {
    target: { value: 'Keep a food diary.' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Agreed care plan' }));

  await waitFor(() => expect(fakeApi.calls('put', 'surveyInstance/inst-1/care-plan')).toHaveLength(1));
  expect(fakeApi.calls('put', 'surveyInstance/inst-1/care-plan')[0]!.data).toEqual({
    recommendations: [{ id: 'r1', answerIds: ['p1'] }],
    conclusions: [{ id: 'c1', text: 'Keep a food diary.' }],
    complete: true,
  });
  // The answer is shown as COMPLETED: the button is disabled now, the saved text and tick stay.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Agreed care plan' })).toBeDisabled());
  expect(screen.getByRole('textbox', { name: 'Conclusion 1' })).toHaveValue('Keep a food diary.');
  expect(screen.getByRole('checkbox', { name: 'Refer to psychologist' })).toBeChecked();
  // One request for the save, and the instance was read once, before it: nothing else was sent.
  expect(fakeApi.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    'get surveyInstance/inst-1',
    'put surveyInstance/inst-1/care-plan',
  ]);
});

test('copy puts the conclusions on the clipboard and confirms for one second', async () => {
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: reviewable() });
  renderWithProviders(<ResultDetails id="inst-1" />, { messages });
  fireEvent.click(await screen.findByRole('button', { name: 'Copy conclusions' }));
  expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  expect(clipboard).toEqual(['Keep a diary.']);
  await act(() => new Promise((r) => setTimeout(r, COPY_CONFIRM_MS + 100)));
  expect(screen.getByRole('button', { name: 'Copy conclusions' })).toBeInTheDocument();
});

test('the additional-resources dialog adds a resource line to that conclusion and removes it again', async () => {
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: reviewable() });
  fakeApi.on('get', 'resources/education', {
    status: 200,
    data: [
      {
        id: 't1',
        name: 'Type 1',
        order: 1,
        type: 'GROUP',
        url: null,
        children: [
          {
            id: 't1.a',
            name: 'Carb counting',
            order: 1,
            type: 'RESOURCE',
            url: '/resources/education/carbs',
            children: [],
          },
        ],
      },
    ],
  });
  fakeApi.on('get', 'resources/education/carbs/resolved', {
    status: 200,
    data: { resolvedUrl: 'https://example.org/carbs' },
  });
  renderWithProviders(<ResultDetails id="inst-1" />, { messages });
  const extra = await screen.findByRole('textbox', { name: 'Additional resources' });

  fireEvent.click(screen.getByRole('button', { name: 'Additional resources…' }));
  let dialog = await screen.findByRole('dialog', { name: 'Additional resources' });
  fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Select Carb counting' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(extra).toHaveValue('Carb counting: https://example.org/carbs'));

  fireEvent.click(screen.getByRole('button', { name: 'Additional resources…' }));
  dialog = await screen.findByRole('dialog', { name: 'Additional resources' });
  const box = await within(dialog).findByRole('checkbox', { name: 'Select Carb counting' });
  await waitFor(() => expect(box).toBeChecked());
  fireEvent.click(box);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(extra).toHaveValue(''));
});
