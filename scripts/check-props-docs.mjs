#!/usr/bin/env node
/**
 * Every public prop of every component that packages/ui exports shows in its Storybook props table with a
 * pt-BR description. Checked with the TypeScript compiler, for each PascalCase export of packages/ui/src/index.ts
 * that can be called with props:
 *
 * - `undocumented`: a prop declared in packages/ui/src has no JSDoc comment (the table's description);
 * - `english`: that comment is not in Portuguese (the docs are pt-BR; `looksPortuguese` decides);
 * - `inherited`: a prop that the stories (args, JSX) or apps/web pass to the component is declared only by
 *   React or react-aria-components: Storybook's docgen lists only the props declared in our files, so a used
 *   prop must be redeclared in the component's props with a pt-BR comment (`isPending?: boolean`);
 * - `hidden`: a stories file hides a public prop from the table (`argTypes: { prop: { table: { disable: true } } }`).
 *
 *   node scripts/check-props-docs.mjs     (`npm run lint` runs it)
 *
 * Exits 1 with one line per problem: Component.prop, the kind and where.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const UI_SRC = join(ROOT, 'packages/ui/src');
const WEB_SRC = join(ROOT, 'apps/web/src');

/**
 * Props that are plumbing, not part of a component's documented API: React's, the DOM's and ARIA attributes
 * (`aria-label` excepted: it is the name of the components without visible text, so the table shows it).
 */
const PLUMBING = new Set(['key', 'ref', 'children', 'className', 'style', 'id', 'slot']);
const isPlumbing = (prop) =>
  PLUMBING.has(prop) || prop.startsWith('data-') || (prop.startsWith('aria-') && prop !== 'aria-label');

const EN_WORDS = new Set(
  'the of to is and when with for its it an be by are this that on in which from as at not only while will its their than'.split(
    ' ',
  ),
);
const PT_WORDS = new Set(
  'a e o de da do das dos os as um uma para com que em no na nos nas ou se por ao aos pelo pela quando sem como mas seu sua cada enquanto nenhum nenhuma foi ele ela dele dela entre sob sobre até'.split(
    ' ',
  ),
);

/**
 * Whether a description reads as Portuguese: code spans and quoted examples are left out, then Portuguese
 * function words and accented words must outnumber English function words, and a description of eight words
 * or more needs at least one of them (a short list of values, '`sm` 2rem (tabelas)', may have none).
 */
export function looksPortuguese(text) {
  const prose = text
    .replace(/`[^`]*`/g, ' ')
    .replace(/'[^']*'/g, ' ')
    .replace(/"[^"]*"/g, ' ')
    .toLowerCase();
  const words = prose.match(/[a-zà-ú]+/g) ?? [];
  const en = words.filter((w) => EN_WORDS.has(w)).length;
  const pt = words.filter((w) => PT_WORDS.has(w) || /[à-úç]/.test(w)).length;
  if (en > pt) return false;
  return pt > 0 || words.length < 8;
}

function walkFiles(dir, test, out = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walkFiles(path, test, out);
    else if (test(path)) out.push(path);
  }
  return out;
}

/** The stories of packages/ui and the web app's screens: the files whose use of a prop makes it public. */
export function defaultUsageFiles() {
  return [
    ...walkFiles(UI_SRC, (p) => /\.stories\.tsx?$/.test(p)),
    ...walkFiles(WEB_SRC, (p) => /\.tsx$/.test(p) && !/\.test\.tsx$/.test(p)),
  ];
}

const propName = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined);

/**
 * Per component, the props a file passes to it (`used`) and the props its stories hide from the table
 * (`hidden`): JSX attributes on components imported from `@certidao/ui` or a relative path, the keys of every
 * `args` object of a stories file whose meta names `component`, and its `argTypes` with `table.disable`.
 */
export function propUsage(file, text = readFileSync(file, 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const imported = new Map();
  const used = [];
  const hidden = [];
  let metaComponent;
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    if (from !== '@certidao/ui' && !from.startsWith('.')) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const el of bindings.elements) imported.set(el.name.text, (el.propertyName ?? el.name).text);
  }
  const line = (node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const component = imported.get(node.tagName.getText());
      if (component) {
        for (const attr of node.attributes.properties) {
          if (ts.isJsxAttribute(attr)) used.push({ component, prop: attr.name.getText(), line: line(attr) });
        }
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      propName(node.name) === 'component' &&
      ts.isIdentifier(node.initializer)
    )
      metaComponent ??= imported.get(node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const visitArgs = (node) => {
    if (ts.isPropertyAssignment(node) && ts.isObjectLiteralExpression(node.initializer)) {
      const key = propName(node.name);
      if (key === 'args' && metaComponent) {
        for (const p of node.initializer.properties) {
          const prop = p.name && propName(p.name);
          if (prop) used.push({ component: metaComponent, prop, line: line(p) });
        }
      }
      if (key === 'argTypes' && metaComponent) {
        for (const p of node.initializer.properties) {
          const prop = p.name && propName(p.name);
          if (
            prop &&
            ts.isPropertyAssignment(p) &&
            /table\s*:\s*\{[^}]*disable\s*:\s*true/.test(p.initializer.getText())
          )
            hidden.push({ component: metaComponent, prop, line: line(p) });
        }
      }
    }
    ts.forEachChild(node, visitArgs);
  };
  visitArgs(source);
  return { used, hidden };
}

/** Every problem of the props docs of the components exported by `entry`: `{ component, prop, kind, where }`. */
export function propsDocProblems({
  entry = join(UI_SRC, 'index.ts'),
  ownDir = UI_SRC,
  usageFiles = defaultUsageFiles(),
} = {}) {
  const configFile = join(ROOT, 'packages/ui/tsconfig.json');
  const config = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configFile));
  const program = ts.createProgram({ rootNames: [entry], options: { ...options, noEmit: true } });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  if (!source) throw new Error(`${entry} not found`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return [];

  const problems = [];
  const seen = new Set();
  const report = (component, prop, kind, where) => {
    const key = `${component}.${prop}.${kind}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push({ component, prop, kind, where });
  };
  const at = (decl) => {
    const file = decl.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(decl.getStart());
    return `${relative(ROOT, file.fileName)}:${line + 1}`;
  };
  const isOwn = (d) => d.getSourceFile().fileName.startsWith(`${ownDir}/`);

  /** Component name → its props: name → own declaration or null (inherited only). */
  const components = new Map();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.getName();
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.valueDeclaration;
    if (!declaration) continue; // a type, not a component
    const signatures = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures();
    const props = signatures[0]?.getParameters()[0];
    if (!props) continue;
    const propsType = checker.getTypeOfSymbolAtLocation(props, declaration);
    const table = new Map();
    components.set(name, table);
    for (const prop of propsType.getProperties()) {
      const own = (prop.getDeclarations() ?? []).filter(isOwn);
      table.set(prop.getName(), own[0] ?? null);
      if (!own.length) continue;
      const text = ts.displayPartsToString(prop.getDocumentationComment(checker)).trim();
      if (text === '') report(name, prop.getName(), 'undocumented', at(own[0]));
      else if (!looksPortuguese(text)) report(name, prop.getName(), 'english', at(own[0]));
    }
  }

  for (const file of usageFiles) {
    const { used, hidden } = propUsage(file);
    const where = (line) => `${relative(ROOT, file)}:${line}`;
    for (const { component, prop, line } of used) {
      const table = components.get(component);
      if (!table || isPlumbing(prop)) continue;
      if (table.get(prop) === null) report(component, prop, 'inherited', where(line));
    }
    for (const { component, prop, line } of hidden) {
      if (components.get(component)?.has(prop)) report(component, prop, 'hidden', where(line));
    }
  }
  return problems;
}

const EXPLAIN = {
  undocumented: 'no description (add a pt-BR JSDoc comment)',
  english: 'description not in Portuguese',
  inherited: 'used but declared only upstream: redeclare it with a pt-BR JSDoc comment so the table lists it',
  hidden: 'hidden from the props table (argTypes table.disable)',
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = propsDocProblems();
  if (problems.length) {
    console.error(`${problems.length} props of @certidao/ui components are missing from their docs:`);
    for (const { component, prop, kind, where } of problems)
      console.error(`  ${component}.${prop}: ${EXPLAIN[kind]}  (${where})`);
    process.exit(1);
  }
  console.log(
    'props docs: every public prop of every exported component has a pt-BR description in its table.',
  );
}
