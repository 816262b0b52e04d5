#!/usr/bin/env node
// Rewrites citations of the product spec and the design, which live outside the repository, into
// citations of the repository's own docs (issue 26 point 5):
//   doc 1 §N, doc1 §N, doc 1, §N, Doc 1 §N, spec doc 1 §N   → req A§N   (docs/requirements.md)
//   doc 2 §N (same forms)                                    → req G§N   (docs/requirements.md)
//   ARCHITECTURE §N                                          → design D§N (docs/design.md)
//   ../shared/ARCHITECTURE.md, ../shared/spec/…              → the path of docs/design.md / requirements.md
// Subsections and ranges keep their form (doc 1 §4.2 → req A§4.2, doc 1 §2–§3 → req A§2–§3,
// doc 1 §3/§5 → req A§3/§5); `issue N` stays (docs/history.md resolves it).
//
// Only prose is touched: Markdown files whole, and the comments of code, CSS, HTML, shell, YAML and
// Dockerfiles, plus the titles of tests (the first argument of describe / it / test in *.test.* and
// *.spec.* files: no snapshot or name filter depends on them). Any other citation inside a string or
// template literal, or in JSX text, is runtime text: it is left alone and reported. After rewriting a code file the script checks that everything outside its
// comments is byte-identical, and leaves the file unchanged if not.
//
// Usage: node scripts/cite-docs.mjs [--check] [--dry-run] [--no-format] [root]
//   (default) rewrite in place, print the replacements per file, then run the repository's prettier
//              on the rewritten files (a shorter citation can unalign a Markdown table or let a
//              wrapped test title fit on one line); --no-format skips that;
//   --dry-run  print what would change, write nothing;
//   --check    write nothing; exit 1 when any old-style citation remains (rewritable or not).
// Idempotent: a second run finds nothing to do. Where a file's prose is (its comments, test titles)
// is found by cite-docs-prose.mjs.

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { proseRanges } from './cite-docs-prose.mjs';

const EXCLUDED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-plain',
  'dev-dist',
  'test-results',
  'playwright-report',
  'data',
  '.git',
  '.cognito',
]);
// The new docs explain the old forms, and this script names them: neither is rewritten.
const NOT_REWRITTEN = new Set([
  'docs/requirements.md',
  'docs/design.md',
  'docs/history.md',
  'scripts/cite-docs.mjs',
]);
const TARGET = { A: 'docs/requirements.md', G: 'docs/requirements.md', D: 'docs/design.md' };

/** How a file's prose is found, by its name; null for files this script does not read. */
function kindOf(name) {
  if (/\.(?:[cm]?[jt]sx?)$/.test(name) && !name.endsWith('.d.ts.map')) return 'js';
  if (name.endsWith('.md')) return 'md';
  if (name.endsWith('.css')) return 'css';
  if (name.endsWith('.html')) return 'html';
  if (/\.(?:sh|ya?ml)$/.test(name) || /(?:^|\.)Dockerfile$/.test(name)) return 'hash';
  return null;
}

// ---------------------------------------------------------------------------------------------
// The rewrites. Each has a pattern (global) and a replacement given the match and the file's path.

// Between a document's name and its §: a space, a comma, or a line break with the comment's prefix.
const GAP = String.raw`(,?[ \t]*(?:\r?\n[ \t]*(?:\/\/|\*|#)?[ \t]*)?)`;

/** Docs are linked relative to a Markdown file's folder; elsewhere by their path from the root. */
function docPath(letter, file) {
  const target = TARGET[letter];
  if (!file.endsWith('.md')) return target;
  return path.posix.relative(path.posix.dirname(file), target) || target;
}

/** The line break (and comment prefix) a gap holds, or one space. */
const keepBreak = (gap) =>
  gap.includes('\n') ? gap.slice(gap.indexOf('\n') - (gap.includes('\r\n') ? 1 : 0)) : ' ';

const REWRITES = [
  {
    // Paths to the documents outside the repository.
    what: 'link',
    re: /(?:(?:\.\.\/)+|\/work\/)?shared\/(?:ARCHITECTURE\.md|spec\/(?:doc([12])-[\w-]*\.md)?)|\bdoc([12])-(?:accounts-access-admin|surveys-results-glucose)\.md/g,
    to: (m, file) => docPath(m[0].includes('ARCHITECTURE') ? 'D' : 'A', file),
  },
  {
    // doc 1 §N, doc1 §N, doc 1, §N, doc 2's §N, spec doc 2 §N, Doc 2 §N (also across a line break).
    what: 'citation',
    re: new RegExp(String.raw`\b(?:([Ss]pec)[ \t]+)?([Dd])oc ?([12])(?:'s)?${GAP}§[ \t]?(?=\d)`, 'g'),
    to: (m) =>
      `${m[1] === 'Spec' || (!m[1] && m[2] === 'D') ? 'Req' : 'req'}${keepBreak(m[4])}${m[3] === '1' ? 'A' : 'G'}§`,
  },
  {
    what: 'citation',
    re: new RegExp(String.raw`\bARCHITECTURE(?:\.md)?${GAP}§[ \t]?(?=\d)`, 'g'),
    to: (m) => `design${keepBreak(m[1])}D§`,
  },
  {
    // A whole document cited without a section: (doc 1), spec doc 2, doc 2's.
    what: 'citation',
    re: /\b(?:([Ss]pec)[ \t]+)?([Dd])oc ?([12])(?![\w-]|,?[ \t]*§|'s[ \t]*§)/g,
    to: (m) => `${m[1] === 'Spec' || (!m[1] && m[2] === 'D') ? 'Req' : 'req'} ${m[3] === '1' ? 'A' : 'G'}`,
  },
];
// The whole-document form also matches "doc1" in prose that is not a citation (none today); --check
// lists every hit, so a false one is seen before it is rewritten.

const lineOf = (src, at) => src.slice(0, at).split('\n').length;

/** Rewrites one file's text. Returns { text, done: [{what, line, from, to}], skipped: [{line, text}] }. */
export function rewrite(src, file, kind = kindOf(file)) {
  const ranges = proseRanges(src, kind, file);
  const inProse = (s, e) => ranges.some(([a, b]) => s >= a && e <= b);
  const edits = [];
  const skipped = [];
  for (const { what, re, to } of REWRITES) {
    re.lastIndex = 0;
    for (let m = re.exec(src); m; m = re.exec(src)) {
      const start = m.index;
      const end = start + m[0].length;
      if (edits.some((x) => start < x.end && end > x.start)) continue;
      if (!inProse(start, end)) {
        skipped.push({ line: lineOf(src, start), text: m[0].replace(/\s+/g, ' ') });
        continue;
      }
      edits.push({ start, end, what, from: m[0], to: to(m, file) });
    }
  }
  edits.sort((a, b) => a.start - b.start);
  let text = '';
  let at = 0;
  for (const e of edits) {
    text += src.slice(at, e.start) + e.to;
    at = e.end;
  }
  text += src.slice(at);
  const done = edits.map((e) => ({ what: e.what, line: lineOf(src, e.start), from: e.from, to: e.to }));
  return { text, done, skipped };
}

/** The text outside prose: must not change, or behaviour could. */
function codeOnly(src, kind, file) {
  let out = '';
  let at = 0;
  for (const [a, b] of proseRanges(src, kind, file)) {
    out += src.slice(at, a) + '\u0000';
    at = b;
  }
  return out + src.slice(at);
}

function* walk(root, dir = '') {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!EXCLUDED_DIRS.has(entry.name)) yield* walk(root, rel);
    } else if (entry.isFile() && !NOT_REWRITTEN.has(rel) && kindOf(entry.name)) {
      yield rel;
    }
  }
}

function main(argv) {
  const check = argv.includes('--check');
  const format = !argv.includes('--no-format');
  const dry = argv.includes('--dry-run');
  const positional = argv.filter((a) => !a.startsWith('--'));
  const root = path.resolve(positional[0] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  if (!statSync(root).isDirectory()) throw new Error(`not a folder: ${root}`);

  let total = 0;
  let files = 0;
  const written = [];
  const skippedAll = [];
  const refused = [];
  for (const rel of walk(root)) {
    const full = path.join(root, rel);
    const src = readFileSync(full, 'utf8');
    const kind = kindOf(rel);
    const { text, done, skipped } = rewrite(src, rel, kind);
    for (const s of skipped) skippedAll.push(`${rel}:${s.line}: ${s.text}`);
    if (!done.length) continue;
    if (codeOnly(text, kind, rel) !== codeOnly(src, kind, rel)) {
      refused.push(rel);
      continue;
    }
    total += done.length;
    files++;
    if (check) {
      for (const d of done) console.log(`${rel}:${d.line}: ${d.from.replace(/\s+/g, ' ')} → ${d.to.trim()}`);
    } else {
      const links = done.filter((d) => d.what === 'link').length;
      console.log(`${rel}: ${done.length}${links ? ` (${links} link${links > 1 ? 's' : ''})` : ''}`);
      if (!dry) {
        writeFileSync(full, text);
        written.push(rel);
      }
    }
  }

  for (const r of refused) console.error(`✘ ${r}: a rewrite would change code outside comments; left as is`);
  if (skippedAll.length) {
    console.error(
      `${skippedAll.length} old-style citation(s) in runtime text (strings, JSX), not rewritten:`,
    );
    for (const s of skippedAll) console.error(`  ${s}`);
  }
  const formattable = written.filter((f) => /\.(?:[cm]?[jt]sx?|md|css|html|ya?ml)$/.test(f));
  const prettier = path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  if (format && formattable.length) {
    if (existsSync(prettier)) {
      const run = spawnSync(process.execPath, [prettier, '--write', '--log-level', 'warn', ...formattable], {
        cwd: root,
        stdio: 'inherit',
      });
      if (run.status !== 0) console.error('✘ prettier failed on the rewritten files');
    } else {
      console.error('prettier is not installed here: run `npx prettier --write` on the files above');
    }
  }
  const verb = check ? 'to rewrite' : dry ? 'would be rewritten' : 'rewritten';
  console.log(`${total} citation(s) and link(s) ${verb} in ${files} file(s)`);
  if (check && (total || skippedAll.length || refused.length)) {
    console.error('Old-style citations remain: run `node scripts/cite-docs.mjs` (see docs/requirements.md).');
    return 1;
  }
  return refused.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
