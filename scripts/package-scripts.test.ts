/**
 * The root package's scripts: a long-running one (a server, a worker, Storybook) must stop with its children on
 * SIGTERM. npm runs a script through `sh -c`, which does not pass the signal on, so such a script execs its
 * program in place of the shell (or is a Node launcher that forwards signals itself, as scripts/dev.mjs does).
 * `npm run build` builds everything a deployment uses.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

const LONG_RUNNING = ['start', 'start:built', 'dev', 'worker', 'worker:built', 'storybook'];

describe('root package scripts', () => {
  it.each(LONG_RUNNING)('%s replaces the shell with its program, so SIGTERM reaches it', (name) => {
    expect(pkg.scripts[name]).toMatch(/^exec /);
    expect(pkg.scripts[name]).not.toMatch(/&&|;|\|/);
  });

  it('build builds the web app, the server, the CLI and Storybook', () => {
    const build = pkg.scripts.build ?? '';
    for (const part of ['-w @certidao/web', 'build:server', 'build:cli', 'build-storybook'])
      expect(build).toContain(part);
  });
});

describe('workspace dependencies', () => {
  it('name each workspace package at its own version, so npm ci takes it from the workspace, not the registry', () => {
    const manifests = [
      'apps/api',
      'apps/web',
      'apps/cli',
      'packages/domain',
      'packages/ui',
      'packages/api-client',
    ].map(
      (dir) =>
        JSON.parse(readFileSync(new URL(`../${dir}/package.json`, import.meta.url), 'utf8')) as {
          name: string;
          version: string;
          dependencies?: Record<string, string>;
          devDependencies?: Record<string, string>;
        },
    );
    const versions = new Map(manifests.map((m) => [m.name, m.version]));
    for (const m of manifests)
      for (const [name, range] of Object.entries({ ...m.dependencies, ...m.devDependencies }))
        if (versions.has(name))
          expect(`${m.name} → ${name}@${range}`).toBe(`${m.name} → ${name}@${versions.get(name)}`);
  });
});
