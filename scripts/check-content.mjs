#!/usr/bin/env node
/**
 * The pt-BR content guide (Storybook: Fundamentos/Guia de conteúdo), enforced on the UI strings of the web
 * app (apps/web/src) and of the design system's components and stories (packages/ui/src). A UI string is JSX
 * text, the string value of a text attribute (`label`, `title`, `placeholder`…), or any other string literal
 * that reads as a phrase (two words or more); code such as `type="email"` or `'emailCobranca'` is none of these.
 * Tests, comments and the documentation pages themselves are not checked.
 *
 * Banned, each with its fix:
 * - `email`/`Email`/`EMAIL` → 'e-mail' ('E-mail' at the start);
 * - ALL CAPS words ('ASSINAR AGORA') → sentence case (acronyms such as CPF, CNPJ, PIX stay);
 * - Title Case phrases ('Nova Solicitação') → sentence case (proper names in `PROPER_NAMES` excepted);
 * - '(s)' plurals ('1 selecionada(s)') → a plural function (`plural(n, 'selecionada', 'selecionadas')`);
 * - '+2 mais …' → 'mais 2 …'.
 *
 *   node scripts/check-content.mjs     (`npm run lint` runs it)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIRS = ['apps/web/src', 'packages/ui/src'];

/** JSX attributes whose string value is shown or read to the user. */
const TEXT_ATTRIBUTES = new Set([
  'label',
  'title',
  'description',
  'placeholder',
  'aria-label',
  'alt',
  'errorMessage',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'buttonLabel',
  'copyLabel',
  'emptyText',
  'emptyState',
  'areaLabel',
  'valueLabel',
  'labelHeader',
  'note',
  'children',
]);

/**
 * Where a Title Case phrase is a heading or an action name, and so must be sentence case: headings,
 * buttons, links, tabs and menu items, and the attributes that title or label something. Elsewhere
 * (example data in stories, people's names) capitals are left alone.
 */
const HEADING_ELEMENTS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'Button',
  'Link',
  'Tab',
  'MenuItem',
  'SidebarItem',
  'button',
  'a',
  'label',
  'th',
  'Column',
  'legend',
]);
const HEADING_ATTRIBUTES = new Set([
  'title',
  'label',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'buttonLabel',
  'copyLabel',
  'labelHeader',
  'aria-label',
]);

/** Upper-case words that are acronyms, not shouting. */
const ACRONYMS = new Set(
  'MM AA AAAA DD HH SS TJSP TJMG TJRJ TJPR TJRS TJSC TJBA TJPE TJDFT TRT POST GET PUT PATCH DELETE CPF CNPJ CEP PIX PDF CSV API URL UF RG CVC ITBI IPTU OAB CNH CRECI MCP HTTP HTTPS JSON ZIP SMS TJ TRF TRT TST STF STJ INSS FGTS CND CNDT SEFAZ PGFN RFB ID OK UTC BR SP RJ MG RS PR SC BA PE CE GO DF ES PA AM MA MT MS PB PI RN AL SE RO RR AP AC TO CSP XML ABC DETRAN CRF CPD IE IM IBGE CNJ SSL TLS QR LGPD SLA TI PJ PF MEI LTDA EIRELI SA ME EPP HTML CSS JS TS'.split(
    ' ',
  ),
);

/** Names written with capitals on purpose: the brand, the product's areas, people and places in examples. */
export const PROPER_NAMES = [
  'Certidão Ágil',
  'Área do Usuário',
  'Receita Federal',
  'Justiça Federal',
  'Justiça do Trabalho',
  'Tribunal de Justiça',
  'Registro de Imóveis',
  'Cartório de Registro',
  'Banco do Brasil',
  'Caixa Econômica',
  'São Paulo',
  'Rio de Janeiro',
  'Minas Gerais',
  'Rio Grande do Sul',
  'Belo Horizonte',
  'Porto Alegre',
  'Santa Catarina',
  'Mato Grosso',
  'Distrito Federal',
  'Espírito Santo',
  'Google Chrome',
  'Windows',
  'WhatsApp',
  // The Banco Central's name for the PIX payload.
  'PIX Copia e Cola',
  // People in the stories' examples.
  'Maria Souza',
  'Maria Silva',
  'João Pereira',
  'Ana Costa',
];

/** Short words that stay lower case inside a Title Case phrase and do not make it one. */
const SMALL_WORDS = new Set(
  'a à ao aos as às com da das de do dos e em na nas no nos o os ou para pela pelo por se sem um uma'.split(
    ' ',
  ),
);

const CHECKS = [
  {
    id: 'email',
    fix: "escreva 'e-mail' ('E-mail' no início)",
    test: (s) => /(^|[^\w@.\-/])(email|Email|EMAIL|E-MAIL)(?![\w@\-/]|\.\w)/.test(s),
  },
  {
    id: 'caps',
    fix: 'caixa de frase, não CAIXA ALTA (para o efeito visual, `textTransform` no estilo)',
    test: (s, _heading, jsx) => {
      // Codes (a PIX payload, a protocol) have digits glued to the capitals: not text to read.
      if (!jsx && (/^[A-Z0-9_]+$/.test(s.trim()) || /[A-Z]\d|\d[A-Z]/.test(s))) return false;
      const words = (s.match(/[\p{L}]+/gu) ?? []).filter((w) => w.length >= 2);
      const shouting = (w) => w === w.toUpperCase() && /\p{Lu}/u.test(w) && !ACRONYMS.has(w);
      return words.some((w, i) => shouting(w) && (w.length >= 5 || (words[i + 1] && shouting(words[i + 1]))));
    },
  },
  {
    id: 'title-case',
    fix: "caixa de frase: só a primeira palavra e nomes próprios com maiúscula ('Nova solicitação')",
    test: (s, heading) => heading && isTitleCase(s),
  },
  {
    id: 'plural-s',
    fix: "plural por função ('1 selecionada', '2 selecionadas'), nunca '(s)'",
    test: (s) => /[a-zà-ú]\((s|es|ns|is)\)/i.test(s),
  },
  {
    id: 'plus-more',
    fix: "'mais 2 benefícios', não '+2 mais benefícios'",
    test: (s) => /\+\s?\d+\s+mais\b/i.test(s),
  },
];

/** A phrase of two or more words whose words after the first all start with a capital (names excepted). */
export function isTitleCase(text) {
  let s = text;
  for (const name of PROPER_NAMES) s = s.split(name).join(' ');
  for (const sentence of s.split(/[.!?:;()\n—–·|]|\s-\s/)) {
    const words = sentence
      .trim()
      .split(/\s+/)
      .filter((w) => /^[\p{L}]/u.test(w));
    const significant = words.slice(1).filter((w) => !SMALL_WORDS.has(w.toLowerCase()) && !ACRONYMS.has(w));
    if (significant.length === 0 || !/^\p{Lu}/u.test(words[0] ?? '')) continue;
    if (significant.every((w) => /^\p{Lu}\p{Ll}/u.test(w))) return true;
  }
  return false;
}

/**
 * Whether a string literal titles or labels something: it sits (maybe inside a condition) in a heading
 * attribute (`title={a ? 'Editar plano' : 'Novo plano'}`) or is the value of such a key in an object
 * (`args: { title: 'Editar plano' }`).
 */
function namesSomething(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (ts.isJsxAttribute(n)) return HEADING_ATTRIBUTES.has(n.name.getText());
    if (ts.isPropertyAssignment(n)) return HEADING_ATTRIBUTES.has(n.name.getText().replace(/['"]/g, ''));
    if (ts.isBlock(n) || ts.isSourceFile(n) || ts.isJsxElement(n) || ts.isCallExpression(n)) return false;
  }
  return false;
}

/** The UI strings of one file: `{ text, line }`. */
export function uiStrings(file, text = readFileSync(file, 'utf8')) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const out = [];
  const push = (node, value, heading = false, jsx = false) => {
    const t = value.replace(/\s+/g, ' ').trim();
    if (t)
      out.push({
        text: t,
        heading,
        jsx,
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      });
  };
  const isPhrase = (s) => /\p{L}{2,}\s+\p{L}{2,}/u.test(s);
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxText(node)) {
      const element =
        node.parent && ts.isJsxElement(node.parent) ? node.parent.openingElement.tagName.getText() : '';
      push(node, node.text, HEADING_ELEMENTS.has(element), true);
    } else if (ts.isJsxAttribute(node)) {
      const init = node.initializer;
      const name = node.name.getText();
      if (init && ts.isStringLiteral(init)) {
        if (TEXT_ATTRIBUTES.has(name)) push(init, init.text, HEADING_ATTRIBUTES.has(name), true);
        return;
      }
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      const isKey =
        parent && (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node;
      const isTypeOrIndex = parent && (ts.isLiteralTypeNode(parent) || ts.isElementAccessExpression(parent));
      if (!isKey && !isTypeOrIndex && isPhrase(node.text) && !/^[a-z][\w-]*(\s[a-z][\w-]*)*$/.test(node.text))
        push(node, node.text, namesSomething(node));
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' 0 ');
      if (isPhrase(parts)) push(node, parts);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every banned pattern in one file's UI strings: `{ line, id, fix, text }`. */
export function contentProblems(file, text) {
  const problems = [];
  for (const s of uiStrings(file, text)) {
    for (const check of CHECKS)
      if (check.test(s.text, s.heading, s.jsx))
        problems.push({ line: s.line, id: check.id, fix: check.fix, text: s.text });
  }
  return problems;
}

function sourceFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') sourceFiles(path, out);
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.(test|spec|css)\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
    )
      out.push(path);
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = DIRS.flatMap((dir) =>
    sourceFiles(join(ROOT, dir)).flatMap((file) =>
      contentProblems(file).map((p) => ({ ...p, where: `${relative(ROOT, file)}:${p.line}` })),
    ),
  );
  if (problems.length) {
    console.error(
      `${problems.length} UI strings break the content guide (Storybook: Fundamentos/Guia de conteúdo):`,
    );
    for (const p of problems)
      console.error(`  ${p.where}  [${p.id}] ${JSON.stringify(p.text.slice(0, 90))} → ${p.fix}`);
    process.exit(1);
  }
  console.log('content: the UI strings follow the pt-BR content guide.');
}
