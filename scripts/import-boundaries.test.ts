/**
 * The import-boundary checker (scripts/import-boundaries.mjs) run as `npm run lint` runs it, on files written
 * into a throw-away copy of the layout: a forbidden import fails with the rule, an allowed one passes.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script, without type declarations
import { checkFile } from './import-boundaries.mjs';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'import-boundaries.mjs');
const root = mkdtempSync(join(tmpdir(), 'import-boundaries-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
// Loading TypeScript takes a few seconds on a busy machine.
const CLI_TIMEOUT = 60_000;

/** Runs the checker's command line on files under the temporary root (or on the whole repository). */
function runCli(...args: string[]) {
  const run = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: root, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** Writes one file under the temporary root and checks it as the command line does, in this process. */
function check(path: string, source: string) {
  mkdirSync(join(root, dirname(path)), { recursive: true });
  writeFileSync(join(root, path), source);
  const problems = checkFile(root, path);
  const output = problems
    .map((p) => `${path}:${p.line}: import '${p.specifier}' (${p.target}) is not allowed. ${p.message}`)
    .join('\n');
  return { status: problems.length ? 1 : 0, output: output || 'no forbidden import' };
}

describe('web: a feature never imports another', () => {
  it('fails on a deep relative path into another feature, naming both', () => {
    const { status, output } = check(
      'apps/web/src/features/requests/components/Probe.tsx',
      "import { useLogin } from '../../../features/auth/api.ts';\nexport const x = useLogin;\n",
    );
    expect(status).toBe(1);
    expect(output).toContain(
      "apps/web/src/features/requests/components/Probe.tsx:1: import '../../../features/auth/api.ts'",
    );
    expect(output).toContain('A feature never imports another feature (requests → auth)');
  });

  it('fails on a dynamic import and on app/ beyond paths.ts', () => {
    const { status, output } = check(
      'apps/web/src/features/plans/routes/Probe.tsx',
      "export const page = () => import('../../checkout/routes/CheckoutPage.tsx');\nimport { appRoutes } from '../../../app/routes.tsx';\n",
    );
    expect(status).toBe(1);
    expect(output).toContain('(plans → checkout)');
    expect(output).toContain('Features import only app/paths.ts from app/');
  });

  it('passes its own files, lib, session, app/paths.ts and packages', () => {
    const { status, output } = check(
      'apps/web/src/features/requests/components/Allowed.tsx',
      [
        "import { Button } from '@certidao/ui';",
        "import { paths } from '../../../app/paths.ts';",
        "import { useSession } from '../../../session/SessionProvider.tsx';",
        "import { useOperation } from '../../../lib/swr.ts';",
        "import { useSolicitacoes } from '../api.ts';",
        "import { certificateProgress } from '../progress.ts';",
        '',
      ].join('\n'),
    );
    expect(output).toContain('no forbidden import');
    expect(status).toBe(0);
  });

  it('lib/ never imports a feature', () => {
    const { status, output } = check(
      'apps/web/src/lib/Probe.ts',
      "export { useLogin } from '../features/auth/api.ts';\n",
    );
    expect(status).toBe(1);
    expect(output).toContain('session/ and lib/ never import features');
  });
});

describe('api: modules and layers', () => {
  it("fails on a deep relative path into another module's internals", () => {
    const { status, output } = check(
      'apps/api/src/modules/billing/probe.ts',
      "import { createAccount } from '../../modules/users/accounts.ts';\nexport const x = createAccount;\n",
    );
    expect(status).toBe(1);
    expect(output).toContain('A module imports another module only through its service.ts (billing → users)');
  });

  it("passes another module's service.ts and the lower layers", () => {
    const { status, output } = check(
      'apps/api/src/modules/billing/allowed.ts',
      [
        "import { listUsers } from '../users/service.ts';",
        "import { enqueue } from '../../jobs/queue.ts';",
        "import { audit } from '../../services/audit.ts';",
        "import { db } from '../../db/client.ts';",
        "import type { AppContext } from '../../context.ts';",
        '',
      ].join('\n'),
    );
    expect(output).toContain('no forbidden import');
    expect(status).toBe(0);
  });

  it('fails on an import up the layers (a service importing a job)', () => {
    const { status, output } = check(
      'apps/api/src/services/deep/probe.ts',
      "import type { Queue } from '../../jobs/queue.ts';\nexport type Q = Queue;\n",
    );
    expect(status).toBe(1);
    expect(output).toContain('Services never import jobs or modules.');
  });
});

describe('the command line (`npm run lint`)', () => {
  it(
    'exits 1 on a forbidden import, with file, line and rule, and 0 on allowed ones',
    () => {
      const bad = 'apps/web/src/features/checkout/routes/Probe.tsx';
      check(bad, "import { useLogin } from '../../../features/auth/api.ts';\nexport const x = useLogin;\n");
      const good = 'apps/web/src/features/checkout/routes/Fine.tsx';
      check(good, "import { paths } from '../../../app/paths.ts';\nexport const x = paths;\n");
      const failed = runCli('--root', root, bad, good);
      expect(failed.status).toBe(1);
      expect(failed.output).toContain(
        `${bad}:1: import '../../../features/auth/api.ts' (apps/web/src/features/auth/api.ts) is not allowed. A feature never imports another feature (checkout → auth)`,
      );
      expect(failed.output).toContain('1 forbidden import.');
      const passed = runCli('--root', root, good);
      expect(passed.output).toContain('1 file, no forbidden import');
      expect(passed.status).toBe(0);
    },
    CLI_TIMEOUT,
  );

  it(
    'finds no forbidden import in the repository',
    () => {
      const run = runCli();
      expect(run.output).toMatch(/no forbidden import/);
      expect(run.status).toBe(0);
    },
    CLI_TIMEOUT,
  );
});

describe('import cycles', () => {
  it(
    'fails on files that import each other for their values, naming the cycle; type-only imports pass',
    () => {
      const a = 'apps/api/src/services/cycleA.ts';
      const b = 'apps/api/src/services/cycleB.ts';
      const c = 'apps/api/src/services/cycleC.ts';
      check(a, "import { b } from './cycleB.ts';\nexport const a = () => b();\n");
      check(b, "import { c } from './cycleC.ts';\nexport const b = () => c();\n");
      check(c, "import { a } from './cycleA.ts';\nexport const c = () => a();\n");
      const failed = runCli('--root', root, a, b, c);
      expect(failed.status).toBe(1);
      expect(failed.output).toContain(`import cycle: ${a} → ${b} → ${c} → ${a}.`);
      expect(failed.output).toContain('1 import cycle.');

      check(c, "import type { a } from './cycleA.ts';\nexport const c: typeof a = () => 1;\n");
      const typeOnly = runCli('--root', root, a, b, c);
      expect(typeOnly.output).toContain('no import cycle');
      expect(typeOnly.status).toBe(0);

      check(c, "import { type a } from './cycleA.ts';\nexport const c: typeof a = () => 1;\n");
      expect(runCli('--root', root, a, b, c).status).toBe(0);
      check(c, "export { a } from './cycleA.ts';\nexport const c = () => 1;\n");
      expect(runCli('--root', root, a, b, c).status).toBe(1);
    },
    CLI_TIMEOUT,
  );
});
