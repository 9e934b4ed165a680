import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without type declarations
import { parseRouteTable, routeBudget, routeChunkKeys, routeProblems, staticClosure } from './web-budget.mjs';

/** A manifest as Vite writes it: the entry, the app boot, a layout, two pages sharing a chunk, a lazy dialog. */
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  '_chart.js': { file: 'assets/chart.js' },
  'src/bootApp.tsx': { file: 'assets/bootApp.js', src: 'src/bootApp.tsx', isDynamicEntry: true },
  'src/app/AdminLayout.tsx': {
    file: 'assets/AdminLayout.js',
    src: 'src/app/AdminLayout.tsx',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
  'src/features/a/routes/APage.tsx': {
    file: 'assets/APage.js',
    src: 'src/features/a/routes/APage.tsx',
    isDynamicEntry: true,
    imports: ['_shared.js', '_chart.js'],
    dynamicImports: ['src/features/a/Dialog.tsx'],
  },
  'src/features/a/Dialog.tsx': { file: 'assets/Dialog.js', src: 'src/features/a/Dialog.tsx' },
};

describe('staticClosure', () => {
  it('follows static imports once each, never lazy ones', () => {
    expect(staticClosure(manifest, ['src/features/a/routes/APage.tsx', 'index.html'])).toEqual([
      'src/features/a/routes/APage.tsx',
      '_shared.js',
      '_vendor.js',
      '_chart.js',
      'index.html',
    ]);
  });
});

describe('routeChunkKeys', () => {
  const route = { name: 'a', layout: 'shell', src: 'src/features/a/routes/APage.tsx' };
  it("is the entry, the app boot, the route's layout and page with their static imports", () => {
    expect(routeChunkKeys(manifest, 'index.html', route).sort()).toEqual(
      [
        'index.html',
        '_vendor.js',
        'src/bootApp.tsx',
        'src/app/AdminLayout.tsx',
        '_shared.js',
        'src/features/a/routes/APage.tsx',
        '_chart.js',
      ].sort(),
    );
  });
  it('fails when the page is not in the build', () => {
    expect(() => routeChunkKeys(manifest, 'index.html', { ...route, src: 'src/gone.tsx' })).toThrow(
      /src\/gone\.tsx is not in the build/,
    );
  });
});

describe('parseRouteTable', () => {
  it('reads every route of the real table with its layout and page', () => {
    const routes = parseRouteTable(
      readFileSync(new URL('../apps/web/src/app/routes.tsx', import.meta.url), 'utf8'),
    );
    const names = routes.map((r: { name: string }) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(routes).toContainEqual({
      name: 'solicitacoes',
      layout: 'shell',
      src: 'src/features/requests/routes/SolicitacoesPage.tsx',
    });
    expect(routes).toContainEqual({
      name: 'login',
      layout: 'public',
      src: 'src/features/auth/routes/LoginPage.tsx',
    });
    // As many as the table has entries: none skipped by the pattern.
    const source = readFileSync(new URL('../apps/web/src/app/routes.tsx', import.meta.url), 'utf8');
    expect(routes.length).toBe(source.match(/\bentry\(\s*(?:\/\/.*\n\s*)*'/g)?.length);
  });
});

describe('routeProblems', () => {
  it('names each route over its budget, only those', () => {
    const solicitacoes = { name: 'solicitacoes', layout: 'shell', src: 'x.tsx' };
    const budget = routeBudget(solicitacoes);
    expect(budget).toBeGreaterThan(0);
    const problems = routeProblems([
      { ...solicitacoes, gzip: budget + 1, budget },
      { name: 'login', layout: 'public', src: 'y.tsx', gzip: 1024, budget: 2048 },
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^route solicitacoes \(x\.tsx\) loads .* over its .* budget\.$/);
  });
});
