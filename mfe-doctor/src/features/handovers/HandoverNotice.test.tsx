import { screen } from '@testing-library/react';
import { createFakeApi, renderDoctor } from '../../test-kit';
import { HandoverNotice } from './HandoverNotice';

// Issue 37 point 1: the patients a leaving colleague handed over are named above the doctor's list,
// each a link to their results; nothing shows when there are none.
const api = createFakeApi();
const handed = [
  {
    id: '00000000-0000-4000-8000-000000000002',
    firstName: 'Pat',
    lastName: 'Second',
    from: { firstName: 'Lea', lastName: 'Leaving' },
    at: '2026-11-28T10:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000001',
    firstName: 'Pat',
    lastName: 'First',
    from: { firstName: 'Lea', lastName: 'Leaving' },
    at: '2026-11-27T10:00:00.000Z',
  },
];
beforeEach(() => {
  api.reset();
  api.install();
});

it('names each handed-over patient, newest first, with the doctor they were with', async () => {
  api.on('get', 'doctor/this/handovers', { status: 200, data: handed });
  renderDoctor(<HandoverNotice />);
  expect(await screen.findByRole('heading', { name: '2 patients handed over to you' })).toBeInTheDocument();
  const links = screen.getAllByRole('link');
  expect(links.map((a) => a.textContent)).toEqual(['Pat Second', 'Pat First']);
  expect(links[0]).toHaveAttribute(
    'href',
    '/doctor/survey-results?patient=00000000-0000-4000-8000-000000000002',
  );
  expect(
    screen.getByText('— previously with Lea Leaving; handed over 28 Nov', { exact: false }),
  ).toBeInTheDocument();
});

it('reads in Spanish', async () => {
  api.on('get', 'doctor/this/handovers', { status: 200, data: handed.slice(0, 1) });
  renderDoctor(<HandoverNotice />, { locale: 'es-ES' });
  expect(await screen.findByRole('heading', { name: '1 paciente transferido a usted' })).toBeInTheDocument();
  expect(screen.getByText(/antes con Lea Leaving; transferencia del 28 nov/)).toBeInTheDocument();
});

it('shows nothing when no patient was handed over', async () => {
  api.on('get', 'doctor/this/handovers', { status: 200, data: [] });
  const { container } = renderDoctor(<HandoverNotice />);
  await new Promise((r) => setTimeout(r, 50));
  expect(api.calls('get', 'doctor/this/handovers')).toHaveLength(1);
  expect(container).toBeEmptyDOMElement();
});
