#!/usr/bin/env node
// Part of `npm run lint`: the repository's code and docs must stand on their own. A comment or document that
// points at a text the repository does not hold (a numbered section of an outside specification, a numbered
// issue or work stage, a file or folder of one particular machine) tells the reader nothing: say the rule in its
// own words or link a section of docs/ instead. Prints each offending line and exits 1 when there is one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What counts as a citation of something outside the repository. */
const RULES = [
  { name: 'specification section', pattern: /\bspec(?:'s|ification)?\s*§|§\s*\d/i },
  { name: 'numbered issue or stage', pattern: /\b(?:issues?|stops?)\s+#?\d+/i },
  // A path of one machine (its checkout, its home folder) means nothing on the reader's: say "the root of your
  // clone" instead. /tmp and system paths such as /usr/bin/chromium are the same everywhere, so they pass.
  { name: 'file outside the repository', pattern: /(?<![\w.~-])\/(?:work|home|Users|root)\/[\w.-]/ },
];

/** Section signs that belong to a standard, not to the product's specification (`RFC 5652 §11.3`). */
const STANDARD_SECTION = /\b(?:RFC|ISO|IEC|ECMA-?)\s*[\d-]+(?:[:.]\d+)*\s*§\s*\d/gi;

/** Generated or third-party files, and binary ones, are not ours to word. */
const SKIPPED = [
  /(^|\/)node_modules\//,
  /^package-lock\.json$/,
  /\.(png|jpe?g|gif|webp|ico|pdf|woff2?|zip)$/i,
];

/** The citations in a text, one entry per offending line (1-based line numbers). */
export function findCitations(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    const checked = line.replace(STANDARD_SECTION, '');
    for (const rule of RULES) {
      const match = checked.match(rule.pattern);
      if (match) {
        found.push({ line: index + 1, rule: rule.name, match: match[0], text: line.trim() });
        break;
      }
    }
  });
  return found;
}

/** Every tracked file that may carry prose, relative to the repository root. */
function trackedFiles(root) {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((path) => path && !SKIPPED.some((skip) => skip.test(path)));
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  let problems = 0;
  for (const path of trackedFiles(root)) {
    let text;
    try {
      text = readFileSync(new URL(path, `file://${root}`), 'utf8');
    } catch {
      continue; // deleted in the work tree but still tracked
    }
    if (text.includes('\0')) continue;
    for (const found of findCitations(text)) {
      problems++;
      console.error(`${path}:${found.line}: cites a ${found.rule} (${found.match}): ${found.text}`);
    }
  }
  if (problems) {
    console.error(
      `\n${problems} line(s) cite what the repository does not hold: state the rule itself or link a section of docs/.`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
