import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@dcp/shared/testing';
import { EmptyState, PageHeader, Skeleton } from './layout';
import { Table } from './Table';
import { Button } from './Button';

it('PageHeader: the page h1 with its description and main action', () => {
  renderWithProviders(
    <PageHeader title="Patients" description="Who needs you first" actions={<Button>Add</Button>} />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
  expect(screen.getByText('Who needs you first')).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Add' })).toBeInTheDocument();
});

it('EmptyState names the next action and carries it', () => {
  renderWithProviders(
    <EmptyState title="No notes yet" text="Write one above." action={<Button>Write</Button>} />,
  );
  expect(screen.getByText('No notes yet')).toBeInTheDocument();
  expect(screen.getByText('Write one above.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Write' })).toBeInTheDocument();
});

it('Skeleton is one busy status with its label, its bars hidden from screen readers', () => {
  const { container } = renderWithProviders(<Skeleton label="Loading…" lines={3} />);
  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('aria-busy', 'true');
  expect(status).toHaveTextContent('Loading…');
  expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
});

it('Table cells carry their column label for the phone card, hidden from the accessible name', () => {
  renderWithProviders(
    <Table
      caption="Doctors"
      columns={[
        { key: 'name', header: 'Name', render: (r: { name: string }) => r.name },
        {
          key: 'sorted',
          header: <button type="button">Mail ↕</button>,
          label: 'Mail',
          render: () => 'a@b.test',
        },
      ]}
      rows={[{ name: 'Ana' }]}
      rowKey={(r) => r.name}
    />,
  );
  const ana = screen.getByRole('cell', { name: 'Ana' });
  expect(ana).toHaveTextContent('NameAna');
  expect(screen.getByRole('cell', { name: 'a@b.test' })).toHaveTextContent('Maila@b.test');
  expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
});
