import { currentItem, navFor } from './index';

const current = (role: Parameters<typeof navFor>[0], path: string) =>
  currentItem(navFor(role), path)?.labelId ?? null;

describe('the sidebar highlights exactly the current section', () => {
  it('one entry for the general resources, not Resources and Common together', () => {
    expect(current('doctor', '/doctor/resources')).toBe('shared.nav.resources');
    expect(current('doctor', '/doctor/resources/t1')).toBe('shared.nav.t1');
    expect(current('doctor', '/doctor/es-ES/resources')).toBe('shared.nav.spanishResources');
  });

  it("a result's own page belongs to its section", () => {
    expect(current('patient', '/patient/results/0b1c')).toBe('shared.nav.results');
    expect(current('doctor', '/doctor/survey-results/0b1c')).toBe('shared.nav.patients');
    expect(current('doctor', '/doctor/survey-results')).toBe('shared.nav.patients');
  });

  it('no entry for a page outside every section, and a prefix of a word is no parent', () => {
    expect(current('patient', '/survey/0b1c')).toBeNull();
    expect(current('patient', '/patient/homework')).toBeNull();
  });
});
