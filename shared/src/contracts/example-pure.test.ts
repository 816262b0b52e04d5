import fs from 'node:fs';
import path from 'node:path';

// A request example called without its pure annotation would ship in every remote's bundle (with the
// demo accounts it names) and be registered in every browser: see ./example.ts.
test('every example(…) call in the contracts is annotated /*#__PURE__*/', () => {
  const calls: string[] = [];
  const bare: string[] = [];
  for (const file of fs.readdirSync(__dirname).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f))) {
    if (file === 'example.ts') continue;
    fs.readFileSync(path.join(__dirname, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!/\bexample\(/.test(line) || /^\s*(import|\*|\/\/)/.test(line)) return;
        calls.push(`${file}:${i + 1}`);
        if (!/^\/\*#__PURE__\*\/ example\(/.test(line)) bare.push(`${file}:${i + 1}`);
      });
  }
  expect(calls.length).toBeGreaterThan(30);
  expect(bare).toEqual([]);
});
