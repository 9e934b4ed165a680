#!/usr/bin/env node
/**
 * The import boundaries of apps/web/src and apps/api/src, checked on the import graph: every relative import
 * (static, `export … from`, `import type`, dynamic `import()`) is resolved to the file it names, so a path
 * of any depth (`../../../features/auth/api.ts`) is judged by where it lands, not by how it is spelled.
 *
 *   node scripts/import-boundaries.mjs                  check every file of both apps (`npm run lint` runs this)
 *   node scripts/import-boundaries.mjs <file>…          check only these files
 *   node scripts/import-boundaries.mjs --root <dir> …   take <dir> as the repository root (the tests use it)
 *
 * Exits 1 with one line per forbidden import (file:line, the import, the rule). The rules are the ones of
 * CONTRIBUTING.md and docs/web-conventions.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const WEB = 'apps/web/src';
const API = 'apps/api/src';
const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;

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
  if (count) {
    console.error(`\nimport boundaries: ${count} forbidden import${count === 1 ? '' : 's'}.`);
    process.exitCode = 1;
  } else {
    console.log(
      `import boundaries: ${files.length} file${files.length === 1 ? '' : 's'}, no forbidden import.`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
