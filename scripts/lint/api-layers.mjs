// The API's floors, held by lint (issue 40 point 1): routes → domain → leaves → db → ground. The map
// itself is the rule's option in eslint.config.mjs (API_LAYERS) and a table in docs/conventions.md.
import path from 'node:path';

/** The first cycle among the domain folders' allowed imports, as a list of folders, else null. */
export function domainCycle(domain) {
  const state = new Map();
  const visit = (folder, trail) => {
    if (state.get(folder) === 'done') return null;
    if (state.get(folder) === 'open') return [...trail.slice(trail.indexOf(folder)), folder];
    state.set(folder, 'open');
    for (const next of domain[folder] ?? []) {
      const cycle = visit(next, [...trail, folder]);
      if (cycle) return cycle;
    }
    state.set(folder, 'done');
    return null;
  };
  for (const folder of Object.keys(domain)) {
    const cycle = visit(folder, []);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * A file may import its own floor and the floors below, never one above; a domain folder imports
 * another only where the map lets it (the allowed direction, so domain folders form no cycle).
 */
export const apiLayers = {
  meta: { type: 'problem', schema: [{ type: 'object' }] },
  create(context) {
    const { root, floors, places, domain } = context.options[0];
    const cycle = domainCycle(domain);
    if (cycle) throw new Error(`API_LAYERS: the domain folders' map has a cycle: ${cycle.join(' → ')}`);
    const file = path.resolve(context.cwd, context.filename).split(path.sep).join('/');
    const at = file.indexOf(`/${root}/`);
    if (at < 0) return {};
    const base = file.slice(0, at + root.length + 1);
    /** `people/` for anything in a folder, `config.ts` for a file at the root. */
    const placeOf = (abs) => {
      const parts = path.posix.relative(base, abs).split('/');
      if (parts[0] === '..') return null;
      if (parts.length > 1 || `${parts[0]}/` in places || parts[0] in domain) return `${parts[0]}/`;
      return `${parts[0].replace(/\.(js|ts)$/, '')}.ts`;
    };
    const floorOf = (place) => (place.slice(0, -1) in domain ? 'domain' : places[place]);
    const own = placeOf(file);
    const ownFloor = floorOf(own);
    const check = (node) => {
      const source = node.source?.value;
      if (!ownFloor || typeof source !== 'string' || !source.startsWith('.')) return;
      const target = placeOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), source)));
      if (!target || target === own) return;
      const floor = floorOf(target);
      const report = (message) => context.report({ node: node.source, message });
      if (!floor) return report(`'${target}' is on no floor of the API's layer map (API_LAYERS).`);
      if (floors.indexOf(floor) < floors.indexOf(ownFloor)) {
        return report(`'${own}' (${ownFloor}) imports '${target}' (${floor}): an import back up a floor.`);
      }
      const [from, to] = [own.slice(0, -1), target.slice(0, -1)];
      if (floor === 'domain' && ownFloor === 'domain' && !domain[from].includes(to)) {
        report(
          `The domain folder '${from}' may not import '${to}' (API_LAYERS lets it import: ` +
            `${domain[from].join(', ') || 'no other domain folder'}); pass a function in or move the ` +
            `shared concept down to leaves/.`,
        );
      }
    };
    return {
      Program(node) {
        if (!ownFloor)
          context.report({ node, message: `'${own}' is on no floor of the API's layer map (API_LAYERS).` });
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
