import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pseudonym, pseudonymKey } from './pseudonym';

const key = Buffer.from('k'.repeat(32));

describe('pseudonymisation of the research export', () => {
  it('is stable per patient, different between patients, and not the id', () => {
    const id = '3f2b8c1e-5a6d-4e7f-8a9b-0c1d2e3f4a5b';
    expect(pseudonym(key, id)).toBe(pseudonym(key, id));
    expect(pseudonym(key, id)).toMatch(/^P-[0-9a-f]{16}$/);
    expect(pseudonym(key, id)).not.toBe(pseudonym(key, '3f2b8c1e-5a6d-4e7f-8a9b-0c1d2e3f4a5c'));
    expect(pseudonym(key, id)).not.toContain(id.slice(0, 8));
  });

  it('depends on the installation key', () => {
    const id = 'a-patient';
    expect(pseudonym(key, id)).not.toBe(pseudonym(Buffer.from('x'.repeat(32)), id));
  });

  it('keeps one key per installation: PSEUDONYM_KEY, else a key file made once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-pseudo-'));
    try {
      const first = pseudonymKey(undefined, dir);
      expect(first).toHaveLength(32);
      expect(pseudonymKey(undefined, dir).equals(first)).toBe(true);
      expect((fs.statSync(path.join(dir, 'pseudonym.key')).mode & 0o777).toString(8)).toBe('600');
      const fromEnv = pseudonymKey('e'.repeat(40), dir);
      expect(fromEnv.equals(first)).toBe(false);
      expect(() => pseudonymKey('short', dir)).toThrow(/32 characters/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
