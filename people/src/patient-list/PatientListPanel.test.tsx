import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toPage, type PatientListItem } from '@dcp/shared/contracts';
import { fakeApi } from '@dcp/shared/testing';
import { answerRows, lastParams, openFilters, renderList, row, ROWS, where } from './listTestKit';

beforeEach(answerRows);
afterEach(() => fakeApi.reset());

it('asks for 2,000 by urgency, shows 10 rows with text priority codes and reasons', async () => {
  renderList();
  await screen.findByText('First1 Last1');
  expect(lastParams()).toMatchObject({ page: 0, size: 2000, sort: 'urgency', dir: 'desc' });
  expect(screen.getAllByRole('row')).toHaveLength(11);
  expect(screen.getByRole('columnheader', { name: /Risk score/ })).toHaveAttribute('aria-sort', 'none');
  const first = screen.getByText('First1 Last1').closest('tr')!;
  expect(within(first).getByText('Green · low')).toBeInTheDocument();
  expect(within(first).getByText('PHQ-2 positive (4)')).toBeInTheDocument();
  expect(within(first).getByText('Knowledge 80%')).toBeInTheDocument();
  // When the last questionnaire reminder went, on the row of the one patient who was sent one.
  expect(within(first).getByText('Last reminder: 20 Nov 2026')).toBeInTheDocument();
  expect(screen.getAllByText(/^Last reminder:/)).toHaveLength(1);
  expect(screen.getAllByText('No score').length).toBeGreaterThan(0);
  expect(screen.getByText('30 patients')).toBeInTheDocument();
});

it('an unresolved PHQ-9 item 9 reads "Red · urgent" whatever the score (issue 36 point 2)', async () => {
  const urgent: PatientListItem = {
    ...row(1),
    priorityCode: 'RED',
    flags: [{ code: 'PHQ9_ITEM9', value: 1 }, ...row(1).flags],
  };
  fakeApi.on('get', 'user', { status: 200, data: toPage([urgent, ...ROWS.slice(2)], 0, 2000, 29, true) });
  renderList();
  const first = (await screen.findByText('First1 Last1')).closest('tr')!;
  expect(within(first).getByText('Red · urgent')).toBeInTheDocument();
  expect(within(first).getByText('URGENT: PHQ-9 item 9 (self-harm thoughts) 1/3')).toBeInTheDocument();
  expect(within(first).queryByText('Red · high')).toBeNull();
});

it('pages inside the 2,000 without asking again; the URL keeps the page', async () => {
  renderList();
  await screen.findByText('First1 Last1');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('First10 Last10')).toBeInTheDocument();
  expect(screen.queryByText('First1 Last1')).toBeNull();
  expect(where()).toBe('/list?page=1');
  expect(fakeApi.calls('get', 'user')).toHaveLength(1);
});

it('a type toggles on and off; a filter resets to page 0 size 10 and goes into the URL', async () => {
  renderList('/list?page=1&size=25');
  await screen.findByText('Page 2 of 2');
  await openFilters();
  const type2 = screen.getByRole('button', { name: 'Type II' });
  await userEvent.click(type2);
  expect(type2).toHaveAttribute('aria-pressed', 'true');
  expect(where()).toBe('/list?type=TYPE_II');
  await waitFor(() => expect(lastParams()).toMatchObject({ diabetes: 'TYPE_II', page: 0 }));
  await userEvent.click(type2);
  expect(type2).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: 'Any' })).toHaveAttribute('aria-pressed', 'true');
  expect(where()).toBe('/list');
  await userEvent.selectOptions(screen.getByLabelText('Assigned HCP'), 'notAssigned');
  await userEvent.selectOptions(screen.getByLabelText('Chronic conditions'), 'present');
  await waitFor(() =>
    expect(lastParams()).toMatchObject({ assigned: 'notAssigned', chronicConditions: 'present' }),
  );
});

it('commits the search and ages after typing pauses; no-age disables the ages', async () => {
  renderList();
  await screen.findByText('First1 Last1');
  await userEvent.type(screen.getByLabelText('Search by name'), 'ame thorn');
  // The commit waits for a pause in typing; a loaded runner types slowly, so give it room.
  await waitFor(() => expect(lastParams()).toMatchObject({ search: 'ame thorn' }), { timeout: 5000 });
  expect(where()).toBe('/list?q=ame+thorn');
  await openFilters();
  await userEvent.type(screen.getByLabelText('Age from'), '40');
  await waitFor(() => expect(lastParams()).toMatchObject({ ageLow: 40 }), { timeout: 5000 });
  await userEvent.click(screen.getByLabelText('Show no-age patients'));
  expect(screen.getByLabelText('Age from')).toBeDisabled();
  expect(screen.getByLabelText('Age to')).toBeDisabled();
  await waitFor(() => expect(lastParams()).toMatchObject({ noAge: true }), { timeout: 5000 });
  expect(lastParams().ageLow).toBeUndefined();
});

it('sorts by a column (aria-sort) and flips on the second click', async () => {
  renderList();
  await screen.findByText('First1 Last1');
  await userEvent.click(screen.getByRole('button', { name: /Full name/ }));
  expect(screen.getByRole('columnheader', { name: /Full name/ })).toHaveAttribute('aria-sort', 'ascending');
  await waitFor(() => expect(lastParams()).toMatchObject({ sort: 'name', dir: 'asc' }));
  await userEvent.click(screen.getByRole('button', { name: /Full name/ }));
  expect(screen.getByRole('columnheader', { name: /Full name/ })).toHaveAttribute('aria-sort', 'descending');
});

it('opens a row; the row actions and toolbar slot do not', async () => {
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for First1 Last1' }));
  await userEvent.click(screen.getByRole('button', { name: 'Act First1' }));
  expect(where()).toBe('/list');
  expect(screen.getByRole('button', { name: 'Toolbar action' })).toBeInTheDocument();
  await act(async () => {
    screen.getByText('First1 Last1').closest('tr')!.click();
  });
  expect(where()).toBe('/open/p1@north.test');
});

it('says when an age is outside 0–150 (not applied) or the range is inverted', async () => {
  renderList();
  await screen.findByText('First1 Last1');
  await openFilters();
  await userEvent.type(screen.getByLabelText('Age from'), '151');
  expect(await screen.findByRole('alert')).toHaveTextContent('Enter an age from 0 to 150.');
  expect(screen.getByLabelText('Age from')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Age from')).toHaveAccessibleDescription('Enter an age from 0 to 150.');
  expect(lastParams().ageLow).toBeUndefined();
  await userEvent.clear(screen.getByLabelText('Age from'));
  await userEvent.type(screen.getByLabelText('Age from'), '60');
  await waitFor(() => expect(lastParams()).toMatchObject({ ageLow: 60 }));
  await userEvent.type(screen.getByLabelText('Age to'), '30');
  await waitFor(() => expect(lastParams()).toMatchObject({ ageLow: 60, ageHigh: 30 }));
  expect(screen.getByLabelText('Age to')).toHaveAccessibleDescription(
    '“Age to” is lower than “Age from”: no patient can match.',
  );
  expect(screen.getByLabelText('Age from')).not.toHaveAttribute('aria-invalid');
});

it('marks how a patient arrived, names a one-time patient by its login, filters awaiting review', async () => {
  const arrivals: PatientListItem[] = [
    { ...row(1), firstName: 'Lucía', lastName: 'Peña', arrival: 'ANONYMOUS_LINK' },
    {
      ...row(2),
      firstName: '',
      lastName: '',
      email: 'one-time-ab12@one-time.invalid',
      arrival: 'ONE_TIME_LINK',
    },
    { ...row(3), arrival: 'INVITATION' },
  ];
  fakeApi.on('get', 'user', { status: 200, data: toPage(arrivals, 0, 2000, 3, true) });
  renderList();
  const lucia = (await screen.findByText('Lucía Peña')).closest('tr')!;
  expect(within(lucia).getByText('Anonymous link')).toBeInTheDocument();
  expect(screen.getByText('One-time patient (one-time-ab12)')).toBeInTheDocument();
  expect(within(screen.getByText('First3 Last3').closest('tr')!).queryByText(/link|Imported/)).toBeNull();
  await openFilters();
  await userEvent.click(screen.getByLabelText('Awaiting review only'));
  expect(where()).toBe('/list?awaiting=1');
  await waitFor(() => expect(lastParams()).toMatchObject({ awaitingReview: true }));
});

describe('no rows', () => {
  beforeEach(() => fakeApi.on('get', 'user', { status: 200, data: toPage([], 0, 2000, 0, true) }));

  it("no patient at all: the caller's empty state with its next action, no table", async () => {
    renderList('/list', <button type="button">Add your first patient</button>);
    expect(await screen.findByRole('button', { name: 'Add your first patient' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('nothing matching a search: the table says so, the empty state is not shown', async () => {
    renderList('/list?q=zz', <button type="button">Add your first patient</button>);
    expect(await screen.findByText('No patient matches these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add your first patient' })).not.toBeInTheDocument();
  });
});

it('two filters changed before the page re-renders both apply (the second never undoes the first)', async () => {
  renderList('/list?ageLow=30&ageHigh=60');
  await screen.findAllByRole('row');
  // Both bounds' timers fire before React renders the first change (a busy phone did this).
  act(() => {
    fireEvent.change(screen.getByLabelText('Assigned HCP'), { target: { value: 'notAssigned' } });
    fireEvent.change(screen.getByLabelText('Chronic conditions'), { target: { value: 'present' } });
  });
  await waitFor(() => expect(where()).toMatch(/assigned=notAssigned/));
  expect(where()).toMatch(/chronic=present/);
  expect(where()).toMatch(/ageLow=30/);
});

it('gives glucose reasons in words and filters by "glucose needs attention" through the URL', async () => {
  renderList();
  const row2 = (await screen.findByText('First2 Last2')).closest('tr')!;
  expect(within(row2).getByText('Time below 70 mg/dL 6.3% (target < 4%)')).toBeInTheDocument();
  expect(within(row2).getByText('Time in range 58.4% (target > 70%)')).toBeInTheDocument();
  const row4 = screen.getByText('First4 Last4').closest('tr')!;
  expect(within(row4).getByText('Glucose: not enough data (sensor worn 41%, needs 70%)')).toBeInTheDocument();
  await openFilters();
  await userEvent.click(screen.getByLabelText('Glucose needs attention only'));
  expect(where()).toBe('/list?glucose=1');
  await waitFor(() => expect(lastParams()).toMatchObject({ glucoseAttention: true, page: 0 }));
});

it("writes a glucose reason's bound in the doctor's unit: 70 mg/dL is 3.9 mmol/L", async () => {
  renderList('/list', undefined, 'mmol/L');
  const row2 = (await screen.findByText('First2 Last2')).closest('tr')!;
  expect(within(row2).getByText('Time below 3.9 mmol/L 6.3% (target < 4%)')).toBeInTheDocument();
  expect(within(row2).queryByText(/mg\/dL/)).toBeNull();
});
