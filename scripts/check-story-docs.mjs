#!/usr/bin/env node
/**
 * Every component's docs page in Storybook guides a designer: its stories file's meta gives
 * `parameters.usage` ('Quando usar', 'Faça', 'Evite': `when`, `do`, `avoid`, none empty), and every story
 * has a pt-BR caption (a JSDoc comment on its export, which Storybook shows under the story). Pattern pages
 * (`src/patterns`) need the captions only.
 *
 *   node scripts/check-story-docs.mjs     (`npm run lint` runs it)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { looksPortuguese } from './check-props-docs.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const UI_SRC = join(ROOT, 'packages/ui/src');

function storiesFiles(dir = UI_SRC, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) storiesFiles(path, out);
    else if (entry.name.endsWith('.stories.tsx')) out.push(path);
  }
  return out;
}

const objectProp = (node, name) =>
  node.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer;

/** The problems of one stories file: `{ file, where, problem }`. */
export function storyDocProblems(file, text = readFileSync(file, 'utf8'), { needsUsage = true } = {}) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problems = [];
  const at = (node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const declaration = statement.declarationList.declarations[0];
    const name = declaration.name.getText();
    if (name === 'meta') {
      if (!needsUsage) continue;
      let init = declaration.initializer;
      while (init && (ts.isSatisfiesExpression(init) || ts.isAsExpression(init))) init = init.expression;
      const parameters =
        init && ts.isObjectLiteralExpression(init) ? objectProp(init, 'parameters') : undefined;
      const usage =
        parameters && ts.isObjectLiteralExpression(parameters) ? objectProp(parameters, 'usage') : undefined;
      if (!usage || !ts.isObjectLiteralExpression(usage)) {
        problems.push({
          where: at(statement),
          problem: 'meta has no parameters.usage (Quando usar / Faça / Evite)',
        });
        continue;
      }
      for (const key of ['when', 'do', 'avoid']) {
        const list = objectProp(usage, key);
        if (!list || !ts.isArrayLiteralExpression(list) || list.elements.length === 0)
          problems.push({ where: at(usage), problem: `parameters.usage.${key} is missing or empty` });
      }
      continue;
    }
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const caption = (statement.jsDoc ?? [])
      .map((d) => (typeof d.comment === 'string' ? d.comment : ''))
      .join(' ')
      .trim();
    if (!caption)
      problems.push({ where: at(statement), problem: `story ${name} has no caption (a JSDoc comment)` });
    else if (!looksPortuguese(caption))
      problems.push({ where: at(statement), problem: `story ${name}'s caption is not in Portuguese` });
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = storiesFiles().flatMap((file) =>
    storyDocProblems(relative(ROOT, file), readFileSync(file, 'utf8'), {
      needsUsage: !file.includes(`${join('src', 'patterns')}`),
    }),
  );
  if (problems.length) {
    console.error(`${problems.length} gaps in the components' docs pages:`);
    for (const { where, problem } of problems) console.error(`  ${where}  ${problem}`);
    process.exit(1);
  }
  console.log('story docs: every component has usage guidance and every story a pt-BR caption.');
}
