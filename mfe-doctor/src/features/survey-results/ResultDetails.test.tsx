import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fakeApi,
  fakeClipboard,
  fakeSession,
  makeAccount,
  makeInstance,
  makeResource,
  makeResourceGroup,
  renderDoctor,
} from '../../test-kit';
import { COPY_CONFIRM_MS } from '@dcp/shared/ui';
import { ResultDetails } from './ResultDetails';
import { answersOf, reviewable } from './testFixtures';

let clipboard: string[];
beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'doctor' }));
  clipboard = fakeClipboard();
  fakeApi.on('get', 'surveyInstance/inst-1/answers', { status: 200, data: answersOf() });
});
afterEach(() => fakeApi.reset());

test("an instance not yet submitted shows 'Survey is not completed by user'", async () => {
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: makeInstance({ status: 'IN_PROGRESS' }) });
  renderDoctor(<ResultDetails id="inst-1" />);
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
    const saved = { ...current, status: 'COMPLETED', awaitingReview: false, conclusions, recommendations };
    return { status: 200, data: saved };
  });
  renderDoctor(<ResultDetails id="inst-1" />);
  expect(await screen.findByText('Score: 4 of 6')).toBeInTheDocument();
  expect(screen.getByText(/suggests a depressive disorder/)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('checkbox', { name: 'Refer to psychologist' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Conclusion 1' }), {
    target: { value: 'Keep a food diary.' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Agreed care plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agree the care plan?' });
  expect(dialog).toHaveTextContent('cannot be changed afterwards');
  expect(fakeApi.calls('put', 'surveyInstance/inst-1/care-plan')).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Agree care plan' }));

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
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Care plan agreed.');
  expect(screen.getByRole('status')).toHaveFocus();
  // One request for the save; the instance and its answers were read once, before it.
  expect(fakeApi.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    'get surveyInstance/inst-1',
    'get surveyInstance/inst-1/answers',
    'put surveyInstance/inst-1/care-plan',
  ]);
});

test('copy puts the ticked recommendations and the conclusions on the clipboard and confirms for one second', async () => {
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: reviewable() });
  renderDoctor(<ResultDetails id="inst-1" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Copy conclusions' }));
  expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  expect(clipboard).toEqual(['Conclusions\n\nKeep a diary.']);
  await act(() => new Promise((r) => setTimeout(r, COPY_CONFIRM_MS + 100)));
  expect(screen.getByRole('button', { name: 'Copy conclusions' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Refer to psychologist' }));
  fireEvent.click(screen.getByRole('button', { name: 'Copy conclusions' }));
  await waitFor(() => expect(clipboard).toHaveLength(2));
  expect(clipboard[1]).toBe(
    'Recommendations\n\nSupport for worries\n- Refer to psychologist\n\nConclusions\n\nKeep a diary.',
  );
});

test('the additional-resources dialog adds a resource line to that conclusion and removes it again', async () => {
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: reviewable() });
  fakeApi.on('get', 'resources/education', {
    status: 200,
    data: [makeResourceGroup('t1', 'Type 1', [makeResource('carbs', 'Carb counting')])],
  });
  fakeApi.on('get', 'resources/education/carbs/resolved', {
    status: 200,
    data: { resolvedUrl: 'https://example.org/carbs' },
  });
  renderDoctor(<ResultDetails id="inst-1" />);
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
