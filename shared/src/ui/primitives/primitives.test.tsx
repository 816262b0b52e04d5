import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@dcp/shared/testing';
import { Modal } from './Modal';
import { TextField, Select } from './fields';
import { Notification, Spinner } from './display';
import { Table } from './Table';
import { Button } from './Button';

function ModalDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal open={open} title="Add clinic" onClose={() => setOpen(false)} closeLabel="Close">
        <TextField label="Name" />
        <Button>Save</Button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus, traps it, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalDemo />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Add clinic' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const name = screen.getByLabelText('Name');
    expect(name).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button and restores focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalDemo />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

describe('TextField', () => {
  it('is valid and undescribed without an error', () => {
    renderWithProviders(<TextField label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks itself invalid and is described by its error (and hint)', () => {
    renderWithProviders(
      <TextField label="Email" hint="Your work address" error="Please enter a valid email address" />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Your work address Please enter a valid email address');
  });

  it('Select wires its label and error the same way', () => {
    renderWithProviders(
      <Select
        label="Clinic"
        error="Required"
        options={[{ value: 'c1', label: 'North' }]}
        onChange={() => {}}
        value="c1"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Clinic' });
    expect(select).toHaveAccessibleDescription('Required');
  });
});

describe('Notification, Spinner, Table', () => {
  it('interrupts for errors and warnings, stays polite otherwise', () => {
    renderWithProviders(
      <>
        <Notification type="error" title="Request error" message="boom" />
        <Notification type="success" title="Clinic created" message="ok" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Request errorboom');
    expect(screen.getByRole('status')).toHaveTextContent('Clinic created');
  });

  it('spinner has an accessible label', () => {
    renderWithProviders(<Spinner label="Loading…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('table has a caption, column headers and keyboard-activatable rows', async () => {
    const user = userEvent.setup();
    const onRow = jest.fn();
    renderWithProviders(
      <Table
        caption="Clinics"
        columns={[{ key: 'name', header: 'Name', render: (r: { id: string }) => r.id }]}
        rows={[{ id: 'a' }]}
        rowKey={(r) => r.id}
        onRowClick={onRow}
      />,
    );
    expect(screen.getByRole('table', { name: 'Clinics' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('scope', 'col');
    screen.getAllByRole('row')[1]?.focus();
    await user.keyboard('{Enter}');
    expect(onRow).toHaveBeenCalledWith({ id: 'a' });
  });
});
