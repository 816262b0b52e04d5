import { tokenStore } from '@dcp/shared/bus';
import { createFakeApi, makeAccount } from '@dcp/shared/testing';
import { getSession, setGlucoseUnit } from './index';
import { patchSession } from './state';
import { resetSessionTest } from './session-test-kit';

// The person's glucose unit is stored by the API; the session then carries the account as the API
// answers it (parsed with the Account contract, so a reply of another shape is refused).

const api = createFakeApi();

beforeEach(() => {
  resetSessionTest(api);
  tokenStore.set('api-token');
  patchSession({
    status: 'signedIn',
    account: makeAccount({ glucoseUnit: 'mg/dL', glucoseUnitChoice: null }),
    accountType: 'patient',
  });
});

it('setGlucoseUnit stores the unit at the API and the session carries the account it answers', async () => {
  api.on('put', 'user/this/glucose-unit', {
    status: 200,
    data: makeAccount({ glucoseUnit: 'mmol/L', glucoseUnitChoice: 'mmol/L' }),
  });
  await setGlucoseUnit('mmol/L');
  expect(api.calls('put', 'user/this/glucose-unit')[0]?.data).toEqual({ glucoseUnit: 'mmol/L' });
  expect(getSession().account?.glucoseUnitChoice).toBe('mmol/L');
});

it('setGlucoseUnit refuses an answer that is not an account, and the session keeps the old one', async () => {
  api.on('put', 'user/this/glucose-unit', { status: 200, data: { glucoseUnitChoice: 'mmol/L' } });
  await expect(setGlucoseUnit('mmol/L')).rejects.toThrow();
  expect(getSession().account?.glucoseUnitChoice).toBeNull();
});
