#!/usr/bin/env node
// Part of `npm run lint`: source files stay at a size a reader holds in mind (CONTRIBUTING.md, 'Size': about 400
// lines). A source file over LIMIT lines must say why at its top, in its first comment ('Long file: …'), so a
// longer file is a decision, not an accident. Generated files, tests and stories are exempt.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const LIMIT = 450;
const SOURCE = /^(apps\/[^/]+\/src|packages\/[^/]+\/src|scripts|bench)\/.*\.(ts|tsx|mjs|js)$/;
const EXEMPT = [/\/generated\//, /\.(test|stories|spec)\.tsx?$/, /\.d\.ts$/];
const HEAD_LINES = 30;

/** The problem with one file's text, or undefined: too long with no reason at its top. */
export function sizeProblem(text) {
  const lines = text.split('\n').length;
  if (lines <= LIMIT) return undefined;
  const head = text.split('\n').slice(0, HEAD_LINES).join('\n');
  return /long file/i.test(head)
    ? undefined
    : `${lines} lines, and no 'Long file: <why>' in its first comment`;
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = execFileSync('git', ['ls-files', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((f) => SOURCE.test(f) && !EXEMPT.some((e) => e.test(f)));
  let problems = 0;
  for (const file of files) {
    let text;
    try {
      text = readFileSync(new URL(file, `file://${root}`), 'utf8');
    } catch {
      continue; // deleted in the work tree but still tracked
    }
    const problem = sizeProblem(text);
    if (problem) {
      problems++;
      console.error(`${file}: ${problem}.`);
    }
  }
  if (problems) {
    console.error(
      `\n${problems} file(s) over ${LIMIT} lines: split them at their seams, or say why at the top.`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
