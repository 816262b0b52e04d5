import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTIONS } from '../src/contracts';
import { sourceFiles } from './source-files';

/**
 * Issue 28 point 8: the audit trail shows every action with a label in both languages. The labels are
 * keyed by AUDIT_ACTIONS (people/src/audit: a test there fails on one without words); this
 * finds every action the API's code writes and fails on one missing from that list.
 */
const known = new Set<string>(AUDIT_ACTIONS);
const calls = sourceFiles(path.join(__dirname, '..', 'src')).flatMap((file) => {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/\baudit\(\s*[\w.]+\s*,\s*\w+\s*,\s*([^,)]+)/g)].map((m) => ({
    file: path.basename(file),
    arg: m[1]!.trim(),
  }));
});

/** Call sites whose action is a variable, with the codes it takes (a new one must be added here). */
const VARIABLE: Record<string, string[]> = {
  action: ['dexcom.skip', 'dexcom.optout'],
  // The argument as the pattern reads it: up to the first comma or closing parenthesis.
  'conclusionAction(req.body.complete': ['survey-instance.care-plan', 'survey-instance.conclusion'],
  'action[done.outcome.status]': ['patient.erase', 'erasure.approve', 'erasure.decline'],
  "on ? 'reminders.opt-in' : 'reminders.opt-out'": ['reminders.opt-in', 'reminders.opt-out'],
};

it('finds the audit calls', () => {
  expect(calls.length).toBeGreaterThan(60);
});

it('every literal action is in AUDIT_ACTIONS; a template matches at least one', () => {
  const unknown: string[] = [];
  for (const { file, arg } of calls) {
    const m = /^(['`])(.*)\1$/.exec(arg);
    if (!m) continue;
    const code = m[2]!;
    if (!code.includes('${')) {
      if (!known.has(code)) unknown.push(`${file}: ${code}`);
      continue;
    }
    const pattern = new RegExp(
      `^${code
        .split(/\$\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[\\w.-]*')}$`,
    );
    if (![...known].some((k) => pattern.test(k))) unknown.push(`${file}: ${code}`);
  }
  expect(unknown).toEqual([]);
});

it('every call site with a variable action is listed with its codes, and those are known', () => {
  const variable = calls.filter(({ arg }) => !/^['`]/.test(arg)).map(({ arg }) => arg);
  expect([...new Set(variable)].sort()).toEqual(Object.keys(VARIABLE).sort());
  expect(
    Object.values(VARIABLE)
      .flat()
      .filter((c) => !known.has(c)),
  ).toEqual([]);
});
