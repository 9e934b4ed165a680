import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without type declarations
import { looksPortuguese, propsDocProblems } from './check-props-docs.mjs';

type Problem = { component: string; prop: string; kind: string };
const keys = (problems: Problem[]) => problems.map((p) => `${p.component}.${p.prop}:${p.kind}`).sort();

// Each case builds a TypeScript program (the second one of the whole design system): seconds on a busy machine.
describe('propsDocProblems', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'props-docs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists undocumented and English props of exported components, not of helpers or inherited types', () => {
    writeFileSync(
      join(dir, 'index.ts'),
      [
        'interface Base {',
        '  /** Herdado e documentado. */',
        '  id?: string;',
        '}',
        'export interface WidgetProps extends Base {',
        '  /** O rótulo do campo. */',
        '  label: string;',
        '  size?: "sm" | "md";',
        '  /** Shows the spinner while the request is pending. */',
        '  isBusy?: boolean;',
        '}',
        'export function Widget(props: WidgetProps) { return props.label; }',
        'export const Other = (props: { tone: string }) => props.tone;',
        'export function helper(options: { quiet: boolean }) { return options.quiet; }',
      ].join('\n'),
    );
    expect(keys(propsDocProblems({ entry: join(dir, 'index.ts'), ownDir: dir, usageFiles: [] }))).toEqual([
      'Other.tone:undocumented',
      'Widget.isBusy:english',
      'Widget.size:undocumented',
    ]);
  });

  it('fails a used prop that only an upstream type declares, and a prop hidden from the table', () => {
    const own = join(dir, 'own');
    const upstream = join(dir, 'upstream.ts');
    writeFileSync(
      upstream,
      'export interface Upstream {\n  /** Whether it is disabled. */\n  isDisabled?: boolean;\n}\n',
    );
    rmSync(own, { recursive: true, force: true });
    mkdirSync(own);
    writeFileSync(
      join(own, 'index.ts'),
      [
        "import type { Upstream } from '../upstream';",
        'export interface KnobProps extends Upstream {',
        '  /** Chamada ao girar o botão. */',
        '  onTurn?: () => void;',
        '}',
        'export function Knob(props: KnobProps) { return props.onTurn; }',
      ].join('\n'),
    );
    const stories = join(own, 'Knob.stories.tsx');
    writeFileSync(
      stories,
      [
        "import { Knob } from './index';",
        'const meta = { component: Knob, args: { isDisabled: true }, argTypes: { onTurn: { table: { disable: true } } } };',
        'export default meta;',
        'export const Default = { render: () => <Knob isDisabled onTurn={() => {}} /> };',
      ].join('\n'),
    );
    expect(
      keys(propsDocProblems({ entry: join(own, 'index.ts'), ownDir: own, usageFiles: [stories] })),
    ).toEqual(['Knob.isDisabled:inherited', 'Knob.onTurn:hidden']);
  });

  it('finds every public prop of the design system documented in pt-BR and shown', () => {
    expect(propsDocProblems()).toEqual([]);
  });
});

describe('looksPortuguese', () => {
  it('tells pt-BR descriptions from English ones, ignoring code and quoted examples', () => {
    expect(looksPortuguese('Mostra o indicador de carregamento e ignora cliques.')).toBe(true);
    expect(looksPortuguese("Texto do botão ('Salvar cartão').")).toBe(true);
    expect(looksPortuguese('`sm` 2rem, `md` 2,5rem')).toBe(true);
    expect(looksPortuguese('Shows the spinner while the request is pending.')).toBe(false);
    expect(looksPortuguese("The label of the field ('Nome completo').")).toBe(false);
  });
});
