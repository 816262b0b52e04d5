import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';

jest.setTimeout(120_000);

// The embedded database's memory (issue 16): the data folder is created by a child process (initdb's
// ≈ 500 MiB stay with whoever runs it), and the API's PGlite runs with small shared buffers.
describe('the embedded PGlite', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-db-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates its folder, opens it with 16 MB of shared buffers, and opens it again', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '' });
    for (let run = 0; run < 2; run++) {
      const database = await openDatabase(config);
      try {
        expect(database.kind).toBe('pglite');
        expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
        const rows = await database.db.execute(sql`select current_setting('shared_buffers') as sb`);
        expect((rows as unknown as { rows: { sb: string }[] }).rows[0]?.sb).toBe('16MB');
      } finally {
        await database.close();
      }
    }
  });
});
