// Jest runs the longest test files first, so that no worker is left alone with one at the end. On a
// clean clone (CI) jest has no timings cached and orders by file size: the fuzzers are small files
// that take minutes, and the last one ran alone for 80 s at the end of the run. SLOW lists the files
// that took over 30 s on CI's two cores, longest first; the rest keep jest's own order.
const { basename } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const SLOW = [
  'fuzz-property.test.ts',
  'fuzz.test.ts',
  'glucose-days.test.ts',
  'matrix.test.ts',
  'dexcom-records.test.ts',
  'dexcom-link.test.ts',
  'import-crash.test.ts',
  'openapi.test.ts',
  'glucose-list.test.ts',
  'crash-safety.test.ts',
  'dexcom-widget.test.ts',
];

class SlowFirst extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    const rank = (test) => SLOW.indexOf(basename(test.path));
    const slow = ordered.filter((t) => rank(t) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...slow, ...ordered.filter((t) => rank(t) < 0)];
  }
}

module.exports = SlowFirst;
