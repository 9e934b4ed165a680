import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without type declarations
import { findCitations } from './check-self-contained.mjs';

// The citations below are spelled in pieces (\u00a7 is the section sign) so that this file passes the check itself.
const SECTION = '\u00a7';
const ISSUE = ['issue', 'Issue', 'stop'];

const script = fileURLToPath(new URL('./check-self-contained.mjs', import.meta.url));

describe('findCitations', () => {
  it('flags numbered sections of the specification, issues and stages', () => {
    const text = [
      `// The login form (spec ${SECTION}5): both fields required.`,
      `/** Defaults of ${SECTION}9: 72 h. */`,
      `# Settings (${ISSUE[0]} 13)`,
      `See ${ISSUE[1]} 14 for the figures.`,
      `as decided in ${ISSUE[2]} 20`,
      `read ${'/work'}/shared/guide/architecture.md first`,
      `cd ${'/work'}/main && npm start`,
      `cp ${'/home'}/ana/.env .`,
      `ls ${'/Users'}/bia/certidao`,
    ].join('\n');
    expect(findCitations(text).map((f: { line: number }) => f.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('leaves rules in their own words, standards and ordinary words alone', () => {
    const text = [
      '// Both fields are required (the login form refuses an empty one).',
      '/** signingTime as UTCTime (RFC 5652 §11.3: UTCTime for 1950–2049). */',
      'The button is not a Tab stop; issuers stop checking after 72 h.',
      'Issues certificates through the InfoSimples API (9 of the 10 types).',
      "import spec from './e2e/login.spec.ts';",
      'DATA_DIR=/tmp/ana-data npx tsx apps/api/src/main.ts; executablePath: /usr/bin/chromium',
      'the route /api/home/summary and ./work/main.ts stay',
    ].join('\n');
    expect(findCitations(text)).toEqual([]);
  });

  it('reports the line, the rule and the text', () => {
    expect(findCitations(`ok\n  // ${ISSUE[0]} 4: the pipeline`)).toEqual([
      {
        line: 2,
        rule: 'numbered issue or stage',
        match: `${ISSUE[0]} 4`,
        text: `// ${ISSUE[0]} 4: the pipeline`,
      },
    ]);
  });
});

describe('the command', () => {
  it('fails on a tracked file that cites an issue and passes once it is reworded', () => {
    const dir = mkdtempSync(join(tmpdir(), 'self-contained-'));
    try {
      const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
      git('init', '-q');
      execFileSync('mkdir', ['-p', join(dir, 'scripts')]);
      execFileSync('cp', [script, join(dir, 'scripts/check-self-contained.mjs')]);
      writeFileSync(join(dir, 'notes.md'), `The cache (${ISSUE[0]} 14) keeps plans.\n`);
      git('add', '.');
      const run = () =>
        execFileSync('node', ['scripts/check-self-contained.mjs'], {
          cwd: dir,
          stdio: 'pipe',
          encoding: 'utf8',
        });
      expect(run).toThrow(/notes\.md:1: cites a numbered issue or stage/);
      writeFileSync(join(dir, 'notes.md'), 'The cache keeps the public plan list for a few seconds.\n');
      expect(run()).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
