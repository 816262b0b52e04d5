import { act, screen, within } from '@testing-library/react';
import { renderWithProviders as render } from '@dcp/shared/testing';
import userEvent from '@testing-library/user-event';
import { Table, type Column } from './Table';

// A long page rendered a group of rows per task (issue 41 point 2): the first group at once, the rest
// in later tasks, each row rendered once, and the rows keep working from the keyboard.

interface Item {
  id: string;
  name: string;
}
const items = Array.from({ length: 50 }, (_, i) => ({ id: `r${i}`, name: `Patient ${i}` }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('renders 20 rows per task, never an earlier row again, and rows open from the keyboard', async () => {
  const rendered: string[] = [];
  const opened: string[] = [];
  const columns: Column<Item>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (p) => {
        rendered.push(p.id);
        return p.name;
      },
    },
  ];
  render(
    <Table
      caption="Patients"
      columns={columns}
      rows={items}
      rowKey={(p) => p.id}
      onRowClick={(p) => opened.push(p.id)}
      rowsPerTask={20}
    />,
  );
  const body = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(body()).toHaveLength(20);
  act(() => void jest.advanceTimersToNextTimer());
  expect(body()).toHaveLength(40);
  act(() => void jest.advanceTimersToNextTimer());
  expect(body().map((r) => r.textContent)).toEqual(items.map((p) => `Name${p.name}`));
  // Each row's cells were rendered once, whatever the number of tasks.
  expect([...rendered].sort()).toEqual(items.map((p) => p.id).sort());
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  body()[45]!.focus();
  await user.keyboard('{Enter}');
  expect(opened).toEqual(['r45']);
});

it('renders every row at once without rowsPerTask', () => {
  const columns: Column<Item>[] = [{ key: 'name', header: 'Name', render: (p) => p.name }];
  render(<Table caption="Patients" columns={columns} rows={items} rowKey={(p) => p.id} />);
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(51);
});
