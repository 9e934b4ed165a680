#!/usr/bin/env node
/**
 * The import boundaries of apps/web/src and apps/api/src, checked on the import graph: every relative import
 * (static, `export … from`, `import type`, dynamic `import()`) is resolved to the file it names, so a path
 * of any depth (`../../../features/auth/api.ts`) is judged by where it lands, not by how it is spelled.
 *
 *   node scripts/import-boundaries.mjs                  check every file of both apps (`npm run lint` runs this),
 *                                                       and look for import cycles in every package's sources
 *   node scripts/import-boundaries.mjs <file>…          check only these files
 *   node scripts/import-boundaries.mjs --root <dir> …   take <dir> as the repository root (the tests use it)
 *
 * Exits 1 with one line per forbidden import (file:line, the import, the rule) and one per import cycle (the files
 * in import order). The rules are the ones of CONTRIBUTING.md and docs/web-conventions.md. A cycle counts value
 * imports only (`import type` and imports of types alone are erased before the code runs) and static ones only (a
 * dynamic `import()` runs after every module has loaded, so it cannot catch one half-initialised).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const WEB = 'apps/web/src';
const API = 'apps/api/src';
const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
/** Where import cycles are looked for, besides the two apps checked for boundaries. */
const CYCLE_ROOTS = ['apps/cli/src', 'packages/domain/src', 'packages/ui/src', 'packages/api-client/src'];

const WEB_FLOW = 'dependencies point app → features → session/lib';
const API_FLOW =
  'Layers point one way: config/db/http → adapters → services → jobs → modules → app/startup (CONTRIBUTING.md)';

/** Where a web file sits: a feature (with its name), lib, session, app or the entry files above them. */
function webArea(path) {
  const rest = path.slice(WEB.length + 1);
  const [top, name] = rest.split('/');
  if (top === 'features' && name && rest.split('/').length > 2) return { kind: 'feature', name };
  if (top === 'lib' || top === 'session' || top === 'app') return { kind: top };
  return { kind: 'entry' };
}

const withoutExtension = (path) => path.replace(SOURCE, '');

function webRule(from, to) {
  const source = webArea(from);
  const target = webArea(to);
  if (source.kind === 'feature' && target.kind === 'feature' && target.name !== source.name) {
    return `A feature never imports another feature (${source.name} → ${target.name}): move what two features share to src/lib or packages/ui.`;
  }
  if ((source.kind === 'lib' || source.kind === 'session') && target.kind === 'feature') {
    return `session/ and lib/ never import features (${WEB_FLOW}).`;
  }
  const appOther = target.kind === 'app' && withoutExtension(to) !== `${WEB}/app/paths`;
  if (appOther && source.kind === 'feature') {
    return `Features import only app/paths.ts from app/ (${WEB_FLOW}).`;
  }
  if (appOther && (source.kind === 'lib' || source.kind === 'session')) {
    return `session/ and lib/ import only app/paths.ts from app/ (${WEB_FLOW}).`;
  }
  return null;
}

/** The API's layers, lowest first; files in none (context.ts, logger.ts, testing/) are not ranked. */
const LAYERS = [
  { name: 'config/db/http', folders: ['db', 'http'], files: ['config'] },
  { name: 'adapters', folders: ['adapters'], files: [] },
  { name: 'services', folders: ['services'], files: [] },
  { name: 'jobs', folders: ['jobs'], files: [] },
  { name: 'modules', folders: ['modules'], files: [] },
  { name: 'app/startup', folders: ['startup'], files: ['app', 'server', 'main', 'worker'] },
];
const LAYER_ADVICE = {
  'config/db/http':
    'db/, http/ and config are the lowest layer: they import no adapter, service, job, module or start-up code.',
  adapters:
    "Adapters never import services, jobs or modules: put the shared type in the adapter's interface (types.ts) or packages/domain.",
  services: 'Services never import jobs or modules.',
  jobs: 'Jobs never import modules.',
  modules: 'Modules never import the app or start-up code.',
};

function apiLayer(path) {
  const rest = withoutExtension(path.slice(API.length + 1)).split('/');
  return LAYERS.findIndex((layer) =>
    rest.length === 1 ? layer.files.includes(rest[0]) : layer.folders.includes(rest[0]),
  );
}

/** The module folder a file belongs to (`modules/<name>/…`), '' for modules/index.ts, null outside modules. */
function moduleOf(path) {
  const rest = path.slice(API.length + 1).split('/');
  if (rest[0] !== 'modules') return null;
  return rest.length > 2 ? rest[1] : '';
}

function apiRule(from, to) {
  const source = apiLayer(from);
  const target = apiLayer(to);
  if (source >= 0 && target > source) {
    const layer = LAYERS[source].name;
    return `${LAYER_ADVICE[layer]} ${API_FLOW}.`;
  }
  const sourceModule = moduleOf(from);
  const targetModule = moduleOf(to);
  if (sourceModule && targetModule !== null && targetModule !== sourceModule) {
    const service = `${API}/modules/${targetModule}/service`;
    if (!targetModule || withoutExtension(to) !== service) {
      return `A module imports another module only through its service.ts (${sourceModule} → ${targetModule || 'modules/index.ts'}): move what two modules share to that service, services/ or db/.`;
    }
  }
  return null;
}

/** The rule an import from `from` to `to` (repository-relative paths) breaks, or null. */
export function ruleBroken(from, to) {
  if (from.startsWith(`${WEB}/`) && to.startsWith(`${WEB}/`)) return webRule(from, to);
  if (from.startsWith(`${API}/`) && to.startsWith(`${API}/`)) return apiRule(from, to);
  return null;
}

/** The forbidden imports of one file: `{ line, specifier, target, message }`. */
export function checkFile(root, file, text = readFileSync(join(root, file), 'utf8')) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const problems = [];
  for (const { fileName: specifier, pos } of importedFiles) {
    if (!specifier.startsWith('./') && !specifier.startsWith('../')) continue;
    const target = posix.normalize(posix.join(posix.dirname(file), specifier));
    const message = ruleBroken(file, target);
    if (message) {
      const line = text.slice(0, pos).split('\n').length;
      problems.push({ line, specifier, target, message });
    }
  }
  return problems;
}

/** The files a file imports for their values: static imports and re-exports, not type-only ones. */
export function valueImports(root, file, known, text = readFileSync(join(root, file), 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const targets = [];
  for (const statement of source.statements) {
    let specifier;
    let typeOnly = false;
    if (ts.isImportDeclaration(statement)) {
      specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      typeOnly = Boolean(
        clause &&
          (clause.isTypeOnly ||
            (!clause.name &&
              named &&
              ts.isNamedImports(named) &&
              named.elements.length > 0 &&
              named.elements.every((e) => e.isTypeOnly))),
      );
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      specifier = statement.moduleSpecifier.text;
      const clause = statement.exportClause;
      typeOnly =
        statement.isTypeOnly ||
        Boolean(
          clause &&
            ts.isNamedExports(clause) &&
            clause.elements.length > 0 &&
            clause.elements.every((e) => e.isTypeOnly),
        );
    }
    if (!specifier || typeOnly || !(specifier.startsWith('./') || specifier.startsWith('../'))) continue;
    const base = posix.normalize(posix.join(posix.dirname(file), specifier));
    const target = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) =>
      known.has(f),
    );
    if (target) targets.push(target);
  }
  return targets;
}

/** The import cycles among these files: one list of files per cycle, each importing the next, the last the first. */
export function findCycles(root, files) {
  const known = new Set(files);
  const graph = new Map(files.map((f) => [f, valueImports(root, f, known)]));
  // Tarjan's strongly connected components; each component of two or more files (or a file importing itself)
  // holds at least one cycle, of which the shortest through its first file is reported.
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const order = new Map();
  const low = new Map();
  const components = [];
  const visit = (v) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)));
    }
    if (low.get(v) === order.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v).includes(v)) components.push(component);
    }
  };
  for (const f of files) if (!order.has(f)) visit(f);
  return components.map((component) => {
    const inside = new Set(component);
    const start = [...component].sort()[0];
    const previous = new Map([[start, null]]);
    const queue = [start];
    while (queue.length) {
      const v = queue.shift();
      for (const w of graph.get(v)) {
        if (w === start) {
          const path = [];
          for (let x = v; x !== null; x = previous.get(x)) path.unshift(x);
          return path;
        }
        if (inside.has(w) && !previous.has(w)) {
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    return [start];
  });
}

function sourceFiles(root, folder) {
  const files = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  walk(folder);
  return files;
}

function main(argv) {
  let root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const args = [...argv];
  const rootAt = args.indexOf('--root');
  if (rootAt >= 0) {
    root = resolve(args[rootAt + 1]);
    args.splice(rootAt, 2);
  }
  const toRepoPath = (file) => relative(root, resolve(file)).split(sep).join('/');
  const files = args.length ? args.map(toRepoPath) : [...sourceFiles(root, WEB), ...sourceFiles(root, API)];
  let count = 0;
  for (const file of files) {
    for (const problem of checkFile(root, file)) {
      count++;
      console.error(
        `${file}:${problem.line}: import '${problem.specifier}' (${problem.target}) is not allowed. ${problem.message}`,
      );
    }
  }
  // Cycles: among the files named, or among every package's sources.
  const cycleFiles = args.length
    ? files
    : [...files, ...CYCLE_ROOTS.flatMap((folder) => sourceFiles(root, folder))].filter(
        (f, i, all) => all.indexOf(f) === i && !/\.(test|stories)\.tsx?$/.test(f),
      );
  const cycles = findCycles(root, cycleFiles);
  for (const cycle of cycles)
    console.error(
      `import cycle: ${[...cycle, cycle[0]].join(' → ')}. Move what they share to a file both import, or let one announce what the other needs.`,
    );
  if (count || cycles.length) {
    const parts = [];
    if (count) parts.push(`${count} forbidden import${count === 1 ? '' : 's'}`);
    if (cycles.length) parts.push(`${cycles.length} import cycle${cycles.length === 1 ? '' : 's'}`);
    console.error(`\nimport boundaries: ${parts.join(', ')}.`);
    process.exitCode = 1;
  } else {
    console.log(
      `import boundaries: ${files.length} file${files.length === 1 ? '' : 's'}, no forbidden import, no import cycle.`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
