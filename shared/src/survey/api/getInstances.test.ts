import { fakeApi, makePatientInstance, pageOf } from '@dcp/shared/testing';
import { askOwnInstancesEarly, getInstances } from './getInstances';
import { getInstance } from './getInstance';

// The patient's home asks for its list while its remote is still being set up (issue 27).

const instance = (id: string) => {
  const { survey, ...rest } = makePatientInstance();
  return {
    ...rest,
    id,
    survey: { id: survey.id, name: survey.name, surveyType: survey.surveyType },
    answers: undefined,
  };
};
let answered = 0;
beforeEach(() => {
  answered = 0;
  fakeApi.install().on('get', 'surveyInstance', () => ({
    status: 200,
    data: pageOf([instance(`i${++answered}`)]),
  }));
});
afterEach(() => fakeApi.reset());

/** Lets the requests made so far reach the fake server (axios sends after a few promise turns). */
const sent = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the list asked for early is the page’s first answer, without a second request, and only once', async () => {
  askOwnInstancesEarly();
  askOwnInstancesEarly(); // asked twice before the page: still one request
  await sent();
  expect(fakeApi.calls('get', 'surveyInstance')).toHaveLength(1);
  expect((await getInstances('own')).map((i) => i.id)).toEqual(['i1']);
  expect(fakeApi.calls('get', 'surveyInstance')).toHaveLength(1);
  // The next read is the server's again: an early answer is never served twice.
  expect((await getInstances('own')).map((i) => i.id)).toEqual(['i2']);
});

test('a doctor’s read of a patient never takes the patient’s own early answer', async () => {
  askOwnInstancesEarly();
  await getInstances({ userId: 'u-1' });
  const asked = () => fakeApi.calls('get', 'surveyInstance').map((r) => String(r.params.userId));
  expect(asked().sort()).toEqual(['u-1', 'undefined']);
  await getInstances('own'); // takes the early one
  expect(asked()).toHaveLength(2);
});

test('an early request that failed is asked again by the page', async () => {
  fakeApi.on('get', 'surveyInstance', { status: 500 });
  askOwnInstancesEarly();
  await sent();
  fakeApi.on('get', 'surveyInstance', () => ({ status: 200, data: pageOf([instance('again')]) }));
  expect((await getInstances('own')).map((i) => i.id)).toEqual(['again']);
  expect(fakeApi.calls('get', 'surveyInstance')).toHaveLength(2);
});

test('the latest completed instance is asked for as soon as the list names it; the page takes that answer once', async () => {
  const open = { ...instance('open'), status: 'CREATED' as const };
  const done = { ...instance('done'), status: 'COMPLETED' as const };
  fakeApi.on('get', 'surveyInstance', { status: 200, data: pageOf([open, done]) });
  fakeApi.on('get', /^surveyInstance\/[^/]+$/, (req) => ({
    status: 200,
    data: makePatientInstance({ id: req.path.split('/')[1], status: 'COMPLETED' }),
  }));
  const details = () => fakeApi.requests.filter((r) => r.path.startsWith('surveyInstance/'));
  askOwnInstancesEarly();
  await sent();
  await sent();
  // Before the home has read its list: the latest result (not the open one) is already on its way.
  expect(details().map((r) => r.path)).toEqual(['surveyInstance/done']);
  await getInstances('own');
  expect((await getInstance('done')).id).toBe('done');
  expect(details()).toHaveLength(1);
  // Taken once: the next read is the server's again.
  await getInstance('done');
  expect(details()).toHaveLength(2);
});
