// Where a file's prose is, for scripts/cite-docs.mjs: the [start, end) offsets of the text a citation
// may be rewritten in — comments of code, CSS, HTML and hash-commented files, the titles of tests, and
// Markdown whole. Apart from the rewriting itself (cite-docs.mjs) so each reads alone; nothing else
// imports it.

const REGEX_AFTER_WORD = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
]);
const IDENT = /[A-Za-z0-9_$]/;

const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/;
const TEST_TITLE =
  /\b(?:describe|it|test)(?:\.(?:only|skip|each|concurrent|fixme|serial|parallel|describe))*\(\s*$/;

/** The comments of JavaScript / TypeScript source, and the titles of tests in a test file. */
function jsProse(src, isTest) {
  const ranges = [];
  const n = src.length;
  const isTitle = (i, end) =>
    isTest && TEST_TITLE.test(src.slice(Math.max(0, i - 80), i)) && !src.slice(i, end).includes('${');

  function skipQuoted(i, q) {
    for (let j = i + 1; j < n; j++) {
      if (src[j] === '\\') j++;
      else if (src[j] === q || src[j] === '\n') return j + 1;
    }
    return n;
  }
  function skipRegex(i) {
    let inClass = false;
    for (let j = i + 1; j < n; j++) {
      const c = src[j];
      if (c === '\\') j++;
      else if (c === '\n') return j;
      else if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) {
        while (j + 1 < n && IDENT.test(src[j + 1])) j++;
        return j + 1;
      }
    }
    return n;
  }
  function skipTemplate(i) {
    for (let j = i + 1; j < n; j++) {
      if (src[j] === '\\') j++;
      else if (src[j] === '`') return j + 1;
      else if (src[j] === '$' && src[j + 1] === '{') j = code(j + 2, true) - 1;
    }
    return n;
  }
  /** Scans code from i; inside a template's ${…}, stops after its closing brace. */
  function code(i, inExpression) {
    let depth = 0;
    let last = '';
    let word = '';
    while (i < n) {
      const c = src[i];
      const d = src[i + 1];
      if (c === '/' && d === '/') {
        const e = src.indexOf('\n', i);
        const end = e < 0 ? n : e;
        ranges.push([i, end]);
        i = end;
      } else if (c === '/' && d === '*') {
        const e = src.indexOf('*/', i + 2);
        const end = e < 0 ? n : e + 2;
        ranges.push([i, end]);
        i = end;
      } else if (c === '"' || c === "'" || c === '`') {
        const end = c === '`' ? skipTemplate(i) : skipQuoted(i, c);
        if (isTitle(i, end)) ranges.push([i, end]);
        i = end;
        last = c;
      } else if (
        c === '/' &&
        last !== '<' &&
        (last === '' || '(,=:[!&|?{};+-*%<>~^'.includes(last) || (last === 'w' && REGEX_AFTER_WORD.has(word)))
      ) {
        i = skipRegex(i);
        last = '/';
      } else if (/\s/.test(c)) {
        i++;
      } else if (IDENT.test(c)) {
        let j = i;
        while (j < n && IDENT.test(src[j])) j++;
        word = src.slice(i, j);
        last = 'w';
        i = j;
      } else {
        if (inExpression && c === '{') depth++;
        if (inExpression && c === '}' && depth-- === 0) return i + 1;
        last = c;
        word = '';
        i++;
      }
    }
    return n;
  }
  code(0, false);
  return ranges;
}

function delimitedProse(src, open, close) {
  const ranges = [];
  for (let i = src.indexOf(open); i >= 0; i = src.indexOf(open, i)) {
    const e = src.indexOf(close, i + open.length);
    const end = e < 0 ? src.length : e + close.length;
    ranges.push([i, end]);
    i = end;
  }
  return ranges;
}

/** `#` comments of shell, YAML and Dockerfiles: a `#` at a line's start or after a blank, outside quotes. */
function hashProse(src) {
  const ranges = [];
  let offset = 0;
  for (const line of src.split('\n')) {
    let quote = '';
    for (let j = 0; j < line.length; j++) {
      const c = line[j];
      if (quote) {
        if (c === '\\' && quote === '"') j++;
        else if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '#' && (j === 0 || /\s/.test(line[j - 1]))) {
        ranges.push([offset + j, offset + line.length]);
        break;
      }
    }
    offset += line.length + 1;
  }
  return ranges;
}

/** Prose ranges, adjacent ones (consecutive line comments) joined so a citation may span lines. */
export function proseRanges(src, kind, file = '') {
  let ranges;
  if (kind === 'md') ranges = [[0, src.length]];
  else if (kind === 'js') ranges = jsProse(src, TEST_FILE.test(file));
  else if (kind === 'css') ranges = delimitedProse(src, '/*', '*/');
  else if (kind === 'html') ranges = delimitedProse(src, '<!--', '-->');
  else ranges = hashProse(src);
  const joined = [];
  for (const r of ranges) {
    const prev = joined[joined.length - 1];
    if (prev && /^\s*$/.test(src.slice(prev[1], r[0]))) prev[1] = r[1];
    else joined.push([...r]);
  }
  return joined;
}
