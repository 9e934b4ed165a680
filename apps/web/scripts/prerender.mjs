#!/usr/bin/env node
// After `vite build`: renders the landing page to HTML (an SSR build of src/prerender.tsx with the same
// plugins, so the class names match the client's) and writes
//   dist/index.html — the landing page painted, its stylesheets linked, its scripts preloaded (served for `/`);
//   dist/app.html   — the app's page the server sends for every other path: the 'Carregando...' screen painted (the
//                     app replaces it when it mounts), the app boot's stylesheets linked and its scripts preloaded,
//                     so they download beside the entry instead of after it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { build } from 'vite';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
// The build folder (scripts/build.mjs passes the fresh one it builds into).
const DIST = process.argv[2] ? resolve(process.argv[2]) : join(WEB, 'dist');
const ROOT_MARKER = '<div id="root"></div>';
const BOOT = 'src/bootLanding.ts';
const APP_BOOT = 'src/bootApp.tsx';
const LANDING_ROUTE = 'src/features/landing/routes/LandingPage.tsx';
/**
 * The pages the server renders for a signed-in visit (src/renderSignedIn.tsx: `pageReads`), by route, with the
 * modules of their first screen: the layout and the page, whose stylesheets the rendered HTML needs before it
 * paints.
 */
const SERVER_RENDERED = {
  '/admin/solicitacoes': ['src/app/AdminLayout.tsx', 'src/features/requests/routes/SolicitacoesPage.tsx'],
  '/admin/detalhes-certidao/:id': [
    'src/app/AdminLayout.tsx',
    'src/features/requests/routes/DetalhesCertidaoPage.tsx',
  ],
};

/**
 * The chunks of `keys` and their static imports, each after what it imports: the order in which Vite links
 * stylesheets, so that a module's styles come after those of the modules it builds on (the design system's).
 */
function closure(manifest, keys) {
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
  }
  const seen = new Set();
  const order = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    order.push(key);
  };
  keys.forEach(visit);
  return order;
}

/** The stylesheets and scripts (besides the entry's) that the chunks of `keys` load, in Vite's order. */
function assetsOf(manifest, keys, styledKeys = keys) {
  const entry = manifest['index.html'];
  const preload = closure(manifest, keys)
    .map((key) => manifest[key].file)
    .filter((file) => file !== entry.file);
  // The entry's stylesheet is linked by Vite already.
  const css = new Set(closure(manifest, styledKeys).flatMap((key) => manifest[key].css ?? []));
  for (const file of entry.css ?? []) css.delete(file);
  return { css: [...css], preload };
}

/**
 * The CSS and JS files of the prerendered landing page. Scripts: the entry and src/bootLanding.ts with its
 * static imports (the islands; the page is not hydrated, so its React components are not loaded). Stylesheets:
 * those of the same chunks and of the landing route (src/features/landing/routes/LandingPage.tsx) with its
 * static imports, which style the HTML rendered here.
 */
function landingAssets(manifest) {
  return assetsOf(manifest, ['index.html', BOOT], ['index.html', BOOT, LANDING_ROUTE]);
}

/** Markup for the head: the stylesheets, then the scripts to preload. */
const headLinks = ({ css, preload }) =>
  [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');

// One SSR build of two entries into the build's .ssr folder (a dot folder: never served): src/prerender.tsx,
// run here, and src/renderSignedIn.tsx, which the server loads to render a signed-in visit's first screen
// (the requests list, a request's page). Self-contained (every package bundled, React's production build
// whatever the server's NODE_ENV): the server needs nothing of the web app's dependencies at run time.
const outDir = join(DIST, '.ssr');
mkdirSync(outDir, { recursive: true });
try {
  await build({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'error',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      rollupOptions: {
        input: { prerender: 'src/prerender.tsx', render: 'src/renderSignedIn.tsx' },
        output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  });
  const { renderLanding, renderAppShell, PRELOADS_ID } = await import(
    pathToFileURL(join(outDir, 'prerender.mjs')).href
  );
  const { html, htmlClass } = renderLanding();
  const appShell = renderAppShell();

  const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
  if (!shell.includes(ROOT_MARKER)) throw new Error(`dist/index.html has no ${ROOT_MARKER}`);
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
  const { css, preload } = landingAssets(manifest);
  const landing = shell
    .replace('<html lang="pt-BR">', `<html lang="pt-BR" class="${htmlClass}">`)
    .replace('</head>', `  ${headLinks({ css, preload })}\n  </head>`)
    .replace(ROOT_MARKER, `<div id="root" data-prerendered="landing">${html}</div>`);
  // The app boot with its static imports (React DOM, the router, SWR, the session, the design system's basics)
  // is what every other path loads first: preloaded from the HTML, and its stylesheets (which the loading
  // screen's markup needs) linked. Vite's loader skips stylesheets already linked.
  const app = shell
    .replace('<html lang="pt-BR">', `<html lang="pt-BR" class="${appShell.htmlClass}">`)
    .replace('</head>', `  ${headLinks(assetsOf(manifest, ['index.html', APP_BOOT]))}\n  </head>`)
    .replace(ROOT_MARKER, `<div id="root">${appShell.html}</div>`);
  // For each server-rendered page, what its HTML adds to the app's (dist/.ssr/pages.json, read by render.mjs).
  const appAssets = assetsOf(manifest, ['index.html', APP_BOOT]);
  const pages = {};
  for (const [route, keys] of Object.entries(SERVER_RENDERED)) {
    const page = assetsOf(manifest, ['index.html', APP_BOOT, ...keys]);
    // The stylesheets the HTML paints with. Its scripts (the boot's, the layout's and the page's) are not
    // preloaded from the head, where their downloads would share the phone's link with the stylesheets: they
    // wait in an inert template that the entry moves into the head in one insertion once the page has painted
    // (src/main.tsx). Vite's loader skips a module already preloaded; left to it, it appends a link per module,
    // each insertion a millisecond of main thread on a phone.
    pages[route] = [
      headLinks({ css: page.css.filter((file) => !appAssets.css.includes(file)), preload: [] }),
      `<template id="${PRELOADS_ID}">${headLinks({ css: [], preload: page.preload })}</template>`,
    ].join('\n    ');
  }
  writeFileSync(join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  // The server sends the .br/.gz written next to each file as they are: write them again for both pages.
  for (const [name, text] of [
    ['app.html', app],
    ['index.html', landing],
  ]) {
    writeFileSync(join(DIST, name), text);
    writeFileSync(join(DIST, `${name}.gz`), gzipSync(text, { level: 9 }));
    writeFileSync(
      join(DIST, `${name}.br`),
      brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
  console.log(
    `prerender: dist/index.html holds the landing page (${(html.length / 1024).toFixed(1)} KB of HTML, ` +
      `${css.length} stylesheets, ${preload.length} preloaded scripts); dist/app.html is the app shell`,
  );
} finally {
  rmSync(join(outDir, 'prerender.mjs'), { force: true });
}
