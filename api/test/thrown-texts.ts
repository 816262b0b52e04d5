import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Finds, in the API's sources, every text handed to something that becomes a problem's detail, so a
// test can check each has its Spanish (no hand-kept list of messages). Template parts (`${x}`) come
// back as `{}`; a name bound to a text in the same file is followed.

/** Calls whose string arguments become a problem's detail or a field message. */
const CARRIERS = new Set([
  'HttpError',
  'TokenError',
  'unauthorized',
  'forbidden',
  'conflict',
  'notFound',
  'bad',
  'advanceOnboarding',
  'regex',
  'literal',
]);

function calleeName(node: ts.CallExpression | ts.NewExpression): string | undefined {
  const e = node.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return undefined;
}

function textsOf(node: ts.Node, consts: Map<string, ts.Expression>, seen = new Set<string>()): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join('')];
  }
  if (ts.isIdentifier(node) && consts.has(node.text) && !seen.has(node.text)) {
    seen.add(node.text);
    return textsOf(consts.get(node.text)!, consts, seen);
  }
  if (ts.isObjectLiteralExpression(node)) {
    // `{ message: '…' }` (a zod check's options)
    return node.properties.flatMap((p) =>
      ts.isPropertyAssignment(p) && p.name.getText() === 'message'
        ? textsOf(p.initializer, consts, seen)
        : [],
    );
  }
  return [];
}

/** A sentence, not a code, a role list or a regex source. */
const isSentence = (t: string) => / /.test(t) && /[a-z]/.test(t);

export function thrownTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const consts = new Map<string, ts.Expression>();
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      consts.set(node.name.text, node.initializer);
    }
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && CARRIERS.has(calleeName(node) ?? '')) {
      for (const arg of node.arguments ?? []) found.push(...textsOf(arg, consts));
    }
    // A route's `config: { roles, denied }`: the 403 text its role check answers (auth/plugin.ts).
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'denied')
      found.push(...textsOf(node.initializer, consts));
    if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'denied')
      found.push(...textsOf(node.name, consts));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter(isSentence);
}

/** The .ts sources under `dir`, tests and seeds left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith('.ts') && !/\.test\.ts$|^seed/.test(d.name))
    .map((d) => path.join(d.parentPath, d.name));
}
