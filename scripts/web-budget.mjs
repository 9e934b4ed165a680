#!/usr/bin/env node
// The web app's JavaScript budgets, checked on the built web app (run after `npm run build -w @certidao/web`;
// part of `npm test`): the landing page's, then every app route's.
//
// What `/` loads: the entry chunk and its static imports, plus what the entry loads for `/` (src/bootLanding.ts,
// the landing page's islands) and its static imports (from Vite's manifest, apps/web/dist/.vite/manifest.json;
// WEB_DIST=<folder> checks another build). The page is prerendered and never hydrated, so the landing route's
// React chunk is not part of it. Fails when that is over 60 KB gzip, or when any of it is React DOM (the
// islands run without it), back-office, checkout, profile, payments or Storybook code (found through the
// chunks' source maps). Prints the figures and the biggest modules either way.
//
// Every other route of the route table (src/app/routes.tsx) boots the whole app: its first visit loads the entry,
// src/bootApp.tsx, the route's layout and page (lazy chunks) and their static imports. Prints each route's gzip
// size beside its budget (ROUTE_BUDGETS, else its layout's default) and fails when one is over.

import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = process.env.WEB_DIST ?? join(ROOT, 'apps/web/dist');
// 60 KB: the islands (header, plans, theme toggle) with the design system's pieces they use weigh a fraction of
// that; React DOM alone (some 60 KB gzip) would not fit, so hydrating the page again fails here.
const BUDGET_GZIP = 60 * 1024;
/** What `/` loads besides the entry: the landing boot, which main.tsx imports on `/`. */
const LANDING_BOOT = /^src\/bootLanding\.tsx?$/;
const LANDING_ROUTE = 'src/features/landing/routes/LandingPage.tsx';
/** Code that must never be part of the landing page's first load (paths relative to the repository). */
const FORBIDDEN = [
  {
    pattern: /node_modules\/react-dom\//,
    what: () => 'React DOM (the prerendered page is not hydrated: its islands run without React)',
  },
  { pattern: /^apps\/web\/src\/features\/(?!landing\/)([^/]+)\//, what: (m) => `the ${m[1]} feature` },
  { pattern: /^apps\/web\/src\/app\/(AdminLayout|menus)\.tsx?$/, what: () => 'the back-office shell' },
  {
    pattern: /^packages\/ui\/src\/(AdminShell|Sidebar)\//,
    what: (m) => `the back-office shell (${m[1]})`,
  },
  {
    pattern: /^packages\/ui\/src\/(CreditCardPreview|CardNumberField|CardExpiryField|CvcField)\//,
    what: (m) => `checkout code (${m[1]})`,
  },
  {
    pattern:
      /\.stories\.[jt]sx?$|^\.storybook\/|^packages\/ui\/src\/(storybook|patterns)\/|node_modules\/(@storybook|storybook)\//,
    what: () => 'Storybook code',
  },
];

/** The route table, and what main.tsx loads for every path but `/`. */
const ROUTES_FILE = join(ROOT, 'apps/web/src/app/routes.tsx');
const APP_BOOT = 'src/bootApp.tsx';
/** The lazy layout each kind of route renders in (src/app/router.tsx); landing routes have none. */
const LAYOUT_SRC = { shell: 'src/app/AdminLayout.tsx', public: 'src/app/PublicLayout.tsx' };
// Every app route's first visit, in KB gzip. About 180 KB of it is the same on every route: React DOM (63 KB),
// the router (30 KB), SWR, the boot with the session, the layout and the design system's basics. The budgets are
// a little above today's sizes (1–5 %), so a route that grows by a library or a feature's worth of code fails
// here and is looked at (split, load on demand, or the budget raised with the reason beside it).
const KB = 1024;
const ROUTE_BUDGET_DEFAULT = { shell: 250 * KB, public: 240 * KB };
/** Routes over their layout's default today, pinned near their size (KB gzip, size when set in brackets). */
const ROUTE_BUDGETS = {
  // The two pages customers open most. The list loaded 318 KB until its new-request form (date, select and
  // masked fields, the catalogue, card payment) became a chunk loaded when opened, then 291 KB until its
  // filter form (selects, the certificate types' combo box, date and masked fields) did too.
  solicitacoes: 220 * KB, // (215)
  detalhesCertidao: 225 * KB, // (221)
  // Forms and tables that pull in the design system's date, select and table code, to be split when worked on.
  monitoramento: 310 * KB, // (303)
  monitoramentoAdmin: 310 * KB, // (303)
  faturamentoPagamentos: 310 * KB, // (302)
  relatorios: 295 * KB, // (290)
  chamadosSuporte: 295 * KB, // (288)
  webhookEndpoint: 290 * KB, // (283)
  integracoes: 285 * KB, // (280)
  gerenciamentoUsuarios: 285 * KB, // (276)
  empresaAdmin: 280 * KB, // (273)
  historicoAuditoria: 280 * KB, // (271)
  perfilUsuario: 280 * KB, // (271)
  emissaoAssistidaDetalhe: 280 * KB, // (270)
  usuarios: 265 * KB, // (259)
  assinaturasAtivas: 265 * KB, // (259)
  emissaoAssistida: 265 * KB, // (258)
  // The company's page (members, invitations, roles) was at the default when the boot gained the hydration's
  // preloading of the route's layout and page (src/lib/preloadable.ts, 0.3 KB).
  empresa: 255 * KB, // (250)
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const fail = (message) => {
  console.error(`web budget: ${message}`);
  process.exit(1);
};

function main() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
  } catch {
    fail(
      'apps/web/dist/.vite/manifest.json is missing: build the web app first (npm run build -w @certidao/web).',
    );
  }

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) fail('no entry chunk in the manifest.');
  const landingKeys = Object.keys(manifest).filter((key) => LANDING_BOOT.test(manifest[key].src ?? ''));
  if (!landingKeys.length) fail('src/bootLanding.ts is not in the build.');

  const initialKeys = staticClosure(manifest, [entryKey, ...landingKeys]);
  const initial = initialKeys.map((key) => {
    const file = manifest[key].file;
    const code = readFileSync(join(DIST, file));
    return { key, file, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
  });
  // The stylesheets are those of the same chunks and of the landing route, whose HTML is prerendered
  // (apps/web/scripts/prerender.mjs links them).
  const routeKey = Object.keys(manifest).find((key) => manifest[key].src === LANDING_ROUTE);
  const styledKeys = staticClosure(manifest, [entryKey, ...landingKeys, ...(routeKey ? [routeKey] : [])]);
  const css = [...new Set(styledKeys.flatMap((key) => manifest[key].css ?? []))].map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length,
  }));
  const totalGzip = initial.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const totalRaw = initial.reduce((sum, chunk) => sum + chunk.raw, 0);

  // Which source modules make up those chunks, and how many minified bytes each contributes (from the source
  // maps: every generated column is attributed to the source of the mapping segment it falls in).
  const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  function bytesPerSource(file) {
    let map;
    try {
      map = JSON.parse(readFileSync(join(DIST, `${file}.map`), 'utf8'));
    } catch {
      return new Map();
    }
    const code = readFileSync(join(DIST, file), 'utf8').split('\n');
    const sources = map.sources.map((source) =>
      relative(ROOT, resolve(dirname(join(DIST, file)), map.sourceRoot ?? '', source)).replace(/\\/g, '/'),
    );
    const sizes = new Map();
    let sourceIndex = 0;
    map.mappings.split(';').forEach((line, lineNo) => {
      let column = 0;
      const segments = [];
      for (const segment of line ? line.split(',') : []) {
        const values = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = BASE64.indexOf(char);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        column += values[0];
        if (values.length >= 4) sourceIndex += values[1];
        segments.push({ column, source: values.length >= 4 ? sourceIndex : -1 });
      }
      const length = code[lineNo]?.length ?? 0;
      segments.forEach((segment, i) => {
        if (segment.source < 0) return;
        const end = segments[i + 1]?.column ?? length;
        const name = sources[segment.source];
        sizes.set(name, (sizes.get(name) ?? 0) + Math.max(0, end - segment.column));
      });
    });
    return sizes;
  }

  /** node_modules by package, packages/ui by component, everything else by file. */
  const groupOf = (source) => {
    const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    if (pkg) return pkg[1];
    const ui = source.match(/^packages\/ui\/src\/([^/]+)/);
    if (ui) return `@certidao/ui/${ui[1]}`;
    return source;
  };
  const add = (map, key, bytes) => map.set(key, (map.get(key) ?? 0) + bytes);
  const modules = new Map();
  const groups = new Map();
  for (const chunk of initial) {
    chunk.groups = new Map();
    for (const [source, bytes] of bytesPerSource(chunk.file)) {
      add(modules, source, bytes);
      add(groups, groupOf(source), bytes);
      add(chunk.groups, groupOf(source), bytes);
    }
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, bytes]) => `${kb(bytes)} ${name}`);

  const forbidden = [];
  for (const source of modules.keys()) {
    for (const rule of FORBIDDEN) {
      const match = source.match(rule.pattern);
      if (match) forbidden.push(`${source} (${rule.what(match)})`);
    }
  }
  // A lazily loaded chunk among the first load is a leak too, whatever it contains (a route's page, the landing
  // page's React rendering).
  for (const key of initialKeys) {
    const src = manifest[key].src ?? '';
    if (manifest[key].isDynamicEntry && !LANDING_BOOT.test(src))
      forbidden.push(`${manifest[key].file} (lazy chunk of ${src})`);
  }

  console.log(
    "Landing page '/': JavaScript it loads (entry, landing boot with its islands, their static imports)",
  );
  for (const chunk of initial) {
    console.log(
      `  ${chunk.file.padEnd(44)} ${kb(chunk.raw).padStart(10)} raw ${kb(chunk.gzip).padStart(10)} gzip`,
    );
    if (chunk.groups.size) console.log(`      ${top(chunk.groups, 5).join(', ')}`);
  }
  console.log(
    `  ${'total'.padEnd(44)} ${kb(totalRaw).padStart(10)} raw ${kb(totalGzip).padStart(10)} gzip   (budget ${kb(BUDGET_GZIP)} gzip)`,
  );
  if (css.length) {
    console.log(
      `  CSS loaded with it (not counted): ${css.map((c) => `${c.file} ${kb(c.gzip)} gzip`).join(', ')}`,
    );
  }
  console.log('Biggest parts overall (minified bytes before gzip, from the source maps):');
  for (const line of top(groups, 15)) console.log(`  ${line}`);

  const problems = [];
  if (totalGzip > BUDGET_GZIP) {
    problems.push(
      `${kb(totalGzip)} gzip of JavaScript on the first load of '/' is over the ${kb(BUDGET_GZIP)} budget.`,
    );
  }
  if (forbidden.length) {
    problems.push(
      `the first load of '/' carries code that only other pages need:\n    ${forbidden.sort().join('\n    ')}`,
    );
  }
  const routes = checkRoutes(manifest, entryKey, gzipOf);
  problems.push(...routes.problems);
  if (problems.length) {
    console.error(`\nweb budget FAILED:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `\nweb budget ok: '/' ${kb(totalGzip)} gzip of ${kb(BUDGET_GZIP)}, no React DOM, back-office, checkout or Storybook code; ${routes.count} app routes within their budgets.`,
  );
}

/** Gzip size of a built file, each file compressed once. */
const gzipSizes = new Map();
function gzipOf(file) {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** Prints every app route's first-load JavaScript and returns the routes over their budget. */
function checkRoutes(manifest, entryKey, sizeOf) {
  const routes = parseRouteTable(readFileSync(ROUTES_FILE, 'utf8')).filter(
    (route) => route.layout !== 'landing',
  );
  if (!routes.length) fail(`no route found in ${relative(ROOT, ROUTES_FILE)}.`);
  const rows = routes.map((route) => {
    const keys = routeChunkKeys(manifest, entryKey, route);
    return {
      ...route,
      gzip: keys.reduce((sum, key) => sum + sizeOf(manifest[key].file), 0),
      budget: routeBudget(route),
    };
  });
  console.log(
    "\nApp routes: JavaScript of a first visit (entry, app boot, the route's layout and page, their static imports)",
  );
  console.log(`  ${'route'.padEnd(24)} ${'gzip'.padStart(10)} ${'budget'.padStart(10)}`);
  for (const row of [...rows].sort((a, b) => b.gzip - a.gzip)) {
    const over = row.gzip > row.budget ? '  OVER BUDGET' : '';
    console.log(
      `  ${row.name.padEnd(24)} ${kb(row.gzip).padStart(10)} ${kb(row.budget).padStart(10)}${over}`,
    );
  }
  return { count: rows.length, problems: routeProblems(rows) };
}

/**
 * The route table's entries (src/app/routes.tsx): `entry('name', 'title', access, 'layout', page(() =>
 * import('…')))`, read as text so the check needs no TypeScript. `src` is the page module relative to apps/web.
 */
export function parseRouteTable(source) {
  const pattern =
    /entry\(\s*'(\w+)',[\s\S]*?'(landing|public|shell)',\s*page\(\s*\(\)\s*=>\s*import\('\.\.\/([^']+)'\)/g;
  return [...source.matchAll(pattern)].map((m) => ({ name: m[1], layout: m[2], src: `src/${m[3]}` }));
}

/**
 * The manifest keys of what a first visit to `route` loads: the entry, the app boot (main.tsx imports it on
 * every path but `/`), the route's layout and page (both lazy), and everything those import statically. What a
 * page imports lazily (a dialog, a chart) loads later and is not counted.
 */
export function routeChunkKeys(manifest, entryKey, route) {
  const bySrc = (src) => {
    const key = Object.keys(manifest).find((k) => manifest[k].src === src);
    if (!key) throw new Error(`${src} is not in the build's manifest.`);
    return key;
  };
  const layout = LAYOUT_SRC[route.layout];
  return staticClosure(manifest, [
    entryKey,
    bySrc(APP_BOOT),
    ...(layout ? [bySrc(layout)] : []),
    bySrc(route.src),
  ]);
}

/** The chunks in `keys` and everything they import statically, in load order. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

export const routeBudget = (route) => ROUTE_BUDGETS[route.name] ?? ROUTE_BUDGET_DEFAULT[route.layout];

/** One line per route over its budget. */
export function routeProblems(rows) {
  return rows
    .filter((row) => row.gzip > row.budget)
    .map(
      (row) =>
        `route ${row.name} (${row.src}) loads ${kb(row.gzip)} gzip of JavaScript on a first visit, over its ${kb(row.budget)} budget.`,
    );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
