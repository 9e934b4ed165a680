#!/usr/bin/env node
/**
 * Every prop of every component that packages/ui exports has a description: a JSDoc comment on its
 * declaration, which Storybook's docs pages and editors show. Checked with the TypeScript compiler: for each
 * PascalCase export of packages/ui/src/index.ts that can be called with props, every property of its props
 * type that is declared in packages/ui/src (props inherited from React or react-aria-components are
 * documented there) must carry a JSDoc comment.
 *
 *   node scripts/check-props-docs.mjs     (`npm run lint` runs it)
 *
 * Exits 1 with one line per undocumented prop: Component.prop and where it is declared.
 */
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const UI_SRC = join(ROOT, 'packages/ui/src');

/** The undocumented props of the components exported by `entry`: `{ component, prop, where }`. */
export function undocumentedProps(entry = join(UI_SRC, 'index.ts'), ownDir = UI_SRC) {
  const configFile = join(ROOT, 'packages/ui/tsconfig.json');
  const config = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configFile));
  const program = ts.createProgram({ rootNames: [entry], options: { ...options, noEmit: true } });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  if (!source) throw new Error(`${entry} not found`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return [];

  const missing = [];
  const seen = new Set();
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
    for (const prop of propsType.getProperties()) {
      const own = (prop.getDeclarations() ?? []).filter((d) =>
        d.getSourceFile().fileName.startsWith(`${ownDir}/`),
      );
      if (!own.length) continue;
      const key = `${name}.${prop.getName()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const documented = ts.displayPartsToString(prop.getDocumentationComment(checker)).trim() !== '';
      if (documented) continue;
      const decl = own[0];
      const file = decl.getSourceFile();
      const { line } = file.getLineAndCharacterOfPosition(decl.getStart());
      missing.push({
        component: name,
        prop: prop.getName(),
        where: `${relative(ROOT, file.fileName)}:${line + 1}`,
      });
    }
  }
  return missing;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const missing = undocumentedProps();
  if (missing.length) {
    console.error(
      `${missing.length} props of @certidao/ui components have no description (a JSDoc comment):`,
    );
    for (const { component, prop, where } of missing) console.error(`  ${component}.${prop}  (${where})`);
    process.exit(1);
  }
  console.log('props docs: every prop of every exported component has a description.');
}
