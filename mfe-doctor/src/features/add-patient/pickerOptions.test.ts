import type { SurveySummary } from '@dcp/shared/contracts';
import { pickerOptions } from './pickerOptions';

const survey = (id: string, name: string, revision: number) =>
  ({ id, name, revision, isAvailable: true, surveyType: 'REGULAR' }) as SurveySummary;

test('the survey picker shows names, with the revision only to tell two of one name apart', () => {
  expect(
    pickerOptions([survey('t1-v2', 'Type 1 check-in', 2), survey('t2-v1', 'Type 2 check-in', 1)]),
  ).toEqual([
    { value: 't1-v2', label: 'Type 1 check-in' },
    { value: 't2-v1', label: 'Type 2 check-in' },
  ]);
  expect(pickerOptions([survey('a-v3', 'Mood', 3), survey('a-v2', 'Mood', 2)]).map((o) => o.label)).toEqual([
    'Mood (3)',
    'Mood (2)',
  ]);
});
