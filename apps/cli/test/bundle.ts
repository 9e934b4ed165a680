/**
 * Vitest global setup of the API and CLI suites: bundles the CLI once (apps/cli/scripts/build.mjs --outdir, the
 * build `npm pack` ships) into a temporary folder, and the CLI tests run that bundle. Through tsx every command
 * would spend about half a second of CPU transpiling and resolving the sources before its first line of work,
 * hundreds of times per run; the bundle starts in a third of that, from the same sources built a second ago.
 * The launcher itself (bin/certidao.mjs, which runs the sources) is still run by the npm-script and pack tests.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled CLI's entry (certidao.mjs) the CLI tests run. */
    cliBundle: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'certidao-cli-bundle-'));
  execFileSync(process.execPath, [join(import.meta.dirname, '..', 'scripts', 'build.mjs'), '--outdir', dir], {
    stdio: 'inherit',
  });
  project.provide('cliBundle', join(dir, 'certidao.mjs'));
  return () => rmSync(dir, { recursive: true, force: true });
}
