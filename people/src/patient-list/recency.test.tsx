import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useIntl } from 'react-intl';
import { toPage, type PatientFlag } from '@dcp/shared/contracts';
import { fakeApi, renderWithProviders } from '@dcp/shared/testing';
import { FlagList } from './cells';
import { lastParams, openFilters, renderList, row, where } from './listTestKit';

// Issue 42 point 3: a linked patient whose CGM stopped sending, or whose link must be made again,
// reads so among the reasons ("No glucose data for N days", "Reconnect needed"), with its filter.

const silent = (i: number, days: number) => ({
  ...row(i),
  flags: [{ code: 'NO_GLUCOSE_DATA', value: days } as PatientFlag],
});
const ROWS = [
  silent(0, 1),
  silent(1, 3),
  { ...row(2), flags: [{ code: 'RECONNECT_NEEDED' } as PatientFlag] },
];

afterEach(() => fakeApi.reset());

it('says how many days without glucose data (one, several) and "Reconnect needed"; filters through the URL', async () => {
  fakeApi.install();
  fakeApi.on('get', 'user', { status: 200, data: toPage(ROWS, 0, 2000, ROWS.length, true) });
  renderList();
  const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
  expect(within(await rowOf('First0 Last0')).getByText('No glucose data for 1 day')).toBeInTheDocument();
  expect(within(await rowOf('First1 Last1')).getByText('No glucose data for 3 days')).toBeInTheDocument();
  expect(within(await rowOf('First2 Last2')).getByText('Reconnect needed')).toBeInTheDocument();
  await openFilters();
  await userEvent.click(screen.getByLabelText('No recent glucose data only'));
  expect(where()).toBe('/list?nodata=1');
  await waitFor(() => expect(lastParams()).toMatchObject({ glucoseNoData: true, page: 0 }));
});

function Reasons({ flags }: { flags: PatientFlag[] }) {
  return <FlagList flags={flags} unit="mg/dL" intl={useIntl()} />;
}

it('is said in Spanish, singular and plural', () => {
  renderWithProviders(
    <>
      <Reasons flags={[{ code: 'NO_GLUCOSE_DATA', value: 1 }]} />
      <Reasons flags={[{ code: 'NO_GLUCOSE_DATA', value: 2 }, { code: 'RECONNECT_NEEDED' }]} />
    </>,
    { locale: 'es-ES' },
  );
  expect(screen.getByText('Sin datos de glucosa desde hace 1 día')).toBeInTheDocument();
  expect(screen.getByText('Sin datos de glucosa desde hace 2 días')).toBeInTheDocument();
  expect(screen.getByText('Hay que volver a conectar')).toBeInTheDocument();
});
