import { recordLabel } from './actions';
import { sharedIntl } from '@dcp/shared/testing';

// An account change's row (staff status, a patient leaving, an erasure decision) names whom and why
// (issue 37 point 7); the reason stays the decider's text.
it('names an account change with the reason as typed, in each language', () => {
  const record = { kind: 'staff-change', name: 'Lea Ver', reason: 'Moved <b>away</b>' };
  const en = sharedIntl('en-GB');
  const es = sharedIntl('es-ES');
  expect(recordLabel(en, record)).toBe('Account change: Lea Ver — reason: “Moved <b>away</b>”');
  expect(recordLabel(es, record)).toBe('Cambio de cuenta: Lea Ver — motivo: «Moved <b>away</b>»');
  expect(recordLabel(en, { kind: 'account', name: 'Lea Ver' })).toBe('Account: Lea Ver');
  // An erased patient's erasure: the reason without the person.
  expect(recordLabel(es, { kind: 'staff-change', name: null, reason: 'Lo pidió por escrito' })).toBe(
    'Cambio de cuenta — motivo: «Lo pidió por escrito»',
  );
});
