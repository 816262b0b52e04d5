import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

// cognito-local-store.cjs (preloaded into cognito-local): saves that arrive while one is being
// written are merged into one more write of the latest state, and each save resolves once a write
// carrying its change is on disk.
const req = createRequire(__filename);
const from = { paths: [path.dirname(req.resolve('cognito-local/package.json'))] };
const LocalEngine = req(req.resolve('stormdb', from)).localFileEngine as new (
  file: string,
  opts: { async: boolean },
) => { write(data: unknown): Promise<void> };
req('./cognito-local-store.cjs');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-store-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('200 saves at once become at most two writes, and the file holds the last state', async () => {
  const file = path.join(dir, 'pool.json');
  const engine = new LocalEngine(file, { async: true });
  const writes = jest.spyOn(fs.promises, 'writeFile');
  const callbackWrites = jest.spyOn(fs, 'writeFile');
  const state: { users: number[] } = { users: [] };
  const saves: Promise<void>[] = [];
  for (let i = 0; i < 200; i++) {
    state.users.push(i);
    saves.push(engine.write(state));
  }
  await Promise.all(saves);
  expect(writes.mock.calls.length + callbackWrites.mock.calls.length).toBeLessThanOrEqual(2);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ users: state.users });
  expect(fs.readdirSync(dir)).toEqual(['pool.json']);
});

it('a save made while a write is on its way is written after it', async () => {
  const file = path.join(dir, 'pool.json');
  const engine = new LocalEngine(file, { async: true });
  const first = engine.write({ n: 1 });
  const second = engine.write({ n: 2 });
  await first;
  await second;
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ n: 2 });
  await engine.write({ n: 3 });
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ n: 3 });
});
