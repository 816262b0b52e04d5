// Validates Kubernetes objects against the API schemas of Kubernetes 1.34 (docs/deploy.md §4), as
// the npm package kubernetes-models (MIT, generated from Kubernetes' OpenAPI) carries them:
// - its validate(): types, required fields, enumerations;
// - unknown fields, which its validators let through and the API server rejects (strict field
//   validation, kubectl's default): every key must be a property of the type the same package
//   declares for that place (its generated .d.ts files, read as data).
//   node scripts/helm.mjs template dcp deploy/helm/dcp | node scripts/k8s-validate.mjs
// Answers one line per problem ("Kind/name: path: what") and exit 1, or nothing and exit 0.
// api/test/deploy-schemas.test.ts runs it on the rendered chart.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const modelsDir = path.dirname(fileURLToPath(import.meta.resolve('kubernetes-models')));
const nodeModules = path.dirname(modelsDir);

/** A generated declaration file: its interface's properties (name → type text) and its imports. */
const declarations = new Map();
function declaration(file) {
  let d = declarations.get(file);
  if (d) return d;
  const text = fs.readFileSync(file, 'utf8');
  const imports = new Map();
  for (const m of text.matchAll(/^import \{ (\w+) \} from "([^"]+)";$/gm)) {
    const spec = m[2].replace(/\.js$/, '');
    imports.set(
      m[1],
      spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : path.join(nodeModules, spec),
    );
  }
  // The first interface; a file without one declares a scalar (Quantity, IntOrString, Time…).
  const body = /^export interface \w+(?: extends [\w, ]+)? \{\n([\s\S]*?)^\}/m.exec(text)?.[1];
  const props = body
    ? new Map([...body.matchAll(/^ {4}"([^"]+)"\??: (.+?);?$/gm)].map((m) => [m[1], m[2]]))
    : undefined;
  d = { props, imports };
  declarations.set(file, d);
  return d;
}

/** The declaration file a property's type names, and whether it is a list of it; none for scalars and maps. */
function target(typeText, imports) {
  const list = /^Array<(\w+)>$/.exec(typeText);
  const name = list ? list[1] : /^\w+$/.test(typeText) ? typeText : undefined;
  const file = name && imports.get(name);
  return file ? { file: `${file}.d.ts`, list: Boolean(list) } : undefined;
}

function unknownFields(value, file, at, out) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  const { props, imports } = declaration(file);
  if (!props) return;
  for (const [key, v] of Object.entries(value)) {
    const type = props.get(key);
    if (type === undefined) {
      out.push(`${at}.${key}: unknown field`);
      continue;
    }
    const t = target(type, imports);
    if (!t) continue;
    if (t.list && Array.isArray(v))
      v.forEach((item, i) => unknownFields(item, t.file, `${at}.${key}[${i}]`, out));
    else if (!t.list) unknownFields(v, t.file, `${at}.${key}`, out);
  }
}

/** Every problem of these objects, "Kind/name: path: what". */
export async function validateObjects(objects) {
  const out = [];
  for (const o of objects) {
    const id = `${o?.kind}/${o?.metadata?.name}`;
    const group = path.join(modelsDir, String(o?.apiVersion));
    const Model = fs.existsSync(group)
      ? (await import(`kubernetes-models/${o.apiVersion}`))[o.kind]
      : undefined;
    if (!Model) {
      out.push(`${id}: no schema for ${o?.apiVersion} ${o?.kind}`);
      continue;
    }
    try {
      new Model(o).validate();
    } catch (e) {
      // One problem a line: the package joins them with ", ".
      for (const line of String(e.message).split(/, (?=data\/)/)) out.push(`${id}: ${line}`);
    }
    const problems = [];
    unknownFields(o, path.join(group, `${o.kind}.d.ts`), '', problems);
    out.push(...problems.map((p) => `${id}: ${p.slice(1)}`));
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = fs.readFileSync(0, 'utf8');
  const objects = text.trimStart().startsWith('[')
    ? JSON.parse(text)
    : parseAllDocuments(text)
        .map((d) => d.toJS())
        .filter(Boolean);
  const problems = await validateObjects(objects);
  for (const p of problems) console.log(p);
  process.exit(problems.length ? 1 : 0);
}
