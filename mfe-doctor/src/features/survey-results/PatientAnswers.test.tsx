import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, fakeSession, makeAccount, pageOf, renderDoctor } from '../../test-kit';
import { ResultDetails } from './ResultDetails';
import { SurveyResultsPage } from './SurveyResultsPage';
import { OWN_WORDS, TELL_US_MORE, answersOf, reviewable } from './testFixtures';

// Issue 14 points 1, 6 and 7 on the doctor's results page.
beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'doctor' }));
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: reviewable() });
  fakeApi.on('get', 'surveyInstance/inst-1/answers', { status: 200, data: answersOf() });
});
afterEach(() => fakeApi.reset());

test('the doctor sees the context, the own words, every answer by category and the PHQ-2 items', async () => {
  renderDoctor(<ResultDetails id="inst-1" />);
  const context = await screen.findByRole('region', { name: 'About the patient' });
  for (const text of ['41', 'Type I', '6 to 15 years', 'Yes']) expect(context).toHaveTextContent(text);
  const words = screen.getByRole('region', { name: "In the patient's own words" });
  expect(within(words).getByText(OWN_WORDS)).toBeInTheDocument();
  expect(screen.getByText('Awaiting your review')).toBeInTheDocument();

  const answers = screen.getByRole('region', { name: "The patient's answers" });
  const psych = within(answers).getByRole('table', { name: /Psychological burden — score 6 \(60%\)/ });
  const row = within(psych).getByRole('row', { name: /How often do you feel worried\?/ });
  expect(row).toHaveTextContent('Often');
  // Issue 36 point 7: an item in points, as a clinician scores it (a PHQ item is 0–3), not "67%".
  expect(row).toHaveTextContent('2 of 3 points');
  expect(row).not.toHaveTextContent('67%');
  expect(within(row).getByTitle('How often do you feel worried? — Often')).toBeInTheDocument();
  const other = within(answers).getByRole('table', { name: 'Other' });
  expect(other).toHaveTextContent(OWN_WORDS);
  expect(other).toHaveTextContent('Not scored');

  const phq2 = screen.getByRole('region', { name: 'PHQ-2 score' });
  expect(within(phq2).getByRole('row', { name: /Little interest/ })).toHaveTextContent(
    'More than half the days2 of 3 points',
  );
});

test('each of the own words says its area and what was asked, before the patient words it (issue 36 point 7)', async () => {
  renderDoctor(<ResultDetails id="inst-1" />);
  const words = await screen.findByRole('region', { name: "In the patient's own words" });
  const said = within(words).getAllByRole('figure');
  expect(said.map((f) => f.textContent)).toEqual([
    `Psychological burden — ${TELL_US_MORE}Mostly at night`,
    `Social support — ${TELL_US_MORE}Nobody at work knows`,
    `Other — Is there anything else you would like your care team to know?${OWN_WORDS}`,
  ]);
  // The question is the figure's caption; the patient's words are the quote under it.
  expect(within(said[0]!).getByText('Mostly at night').closest('blockquote')).not.toBeNull();
});

test('in Spanish an item reads in points too', async () => {
  renderDoctor(<ResultDetails id="inst-1" />, { locale: 'es-ES' });
  const answers = await screen.findByRole('region', { name: 'Respuestas del paciente' });
  expect(within(answers).getByRole('row', { name: /How often do you feel worried\?/ })).toHaveTextContent(
    '2 de 3 puntos',
  );
});

test('the answers are not asked for before the patient has submitted', async () => {
  fakeApi.on('get', 'surveyInstance/inst-1', { status: 200, data: reviewable({ status: 'IN_PROGRESS' }) });
  renderDoctor(<ResultDetails id="inst-1" />);
  expect(await screen.findByText('Survey is not completed by user')).toBeInTheDocument();
  expect(fakeApi.calls('get', 'surveyInstance/inst-1/answers')).toHaveLength(0);
});

test('Go back and Escape close the confirmation without saving anything', async () => {
  renderDoctor(<ResultDetails id="inst-1" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Agreed care plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agree the care plan?' });
  // Focus starts inside the dialog, on its first action.
  expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Agreed care plan' }));
  expect(await screen.findByRole('dialog', { name: 'Agree the care plan?' })).toBeInTheDocument();
  fireEvent.keyDown(document, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(fakeApi.calls('put', 'surveyInstance/inst-1/care-plan')).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Agreed care plan' })).toBeEnabled();
});

/** The results page with the patient's list holding `reviewable()` as a Type 1 check-up. */
function openResultsPage(route: string) {
  const summary = {
    ...reviewable(),
    survey: { id: 'survey-t1', name: 'Type 1 check-up', surveyType: 'REGULAR' },
  };
  fakeApi.on('get', 'surveyInstance', { status: 200, data: pageOf([summary]) });
  fakeApi.on('get', 'survey', { status: 200, data: pageOf([]) });
  renderDoctor(
    <Routes>
      <Route path="/doctor/survey-results/:id" element={<SurveyResultsPage />} />
    </Routes>,
    { route },
  );
}

test("an agreed plan turns the list's icon to Completed at once, without reloading the list", async () => {
  fakeApi.on('put', 'surveyInstance/inst-1/care-plan', {
    status: 200,
    data: reviewable({ status: 'COMPLETED', awaitingReview: false }),
  });
  openResultsPage('/doctor/survey-results/inst-1?patient=patient%40example.com');
  const list = await screen.findByRole('navigation', { name: /Surveys of/ });
  expect(within(list).getByRole('img', { name: 'In progress' })).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: 'Agreed care plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agree the care plan?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Agree care plan' }));
  expect(await within(list).findByRole('img', { name: 'Completed' })).toBeInTheDocument();
  expect(fakeApi.calls('get', 'surveyInstance')).toHaveLength(1);
  expect(screen.queryByText('Awaiting your review')).not.toBeInTheDocument();
});

test("an address with only the instance names its patient and lists the patient's questionnaires", async () => {
  openResultsPage('/doctor/survey-results/inst-1');
  const list = await screen.findByRole('navigation', { name: /Surveys of/ });
  expect(within(list).getByRole('link', { name: /Type 1 check-up/ })).toBeInTheDocument();
  expect(fakeApi.calls('get', 'surveyInstance')[0]).toMatchObject({
    params: { userId: reviewable().user.id },
  });
  expect(screen.queryByText(/Choose a patient/)).not.toBeInTheDocument();
});
