import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without type declarations
import { undocumentedProps } from './check-props-docs.mjs';

// Each case builds a TypeScript program (the second one of the whole design system): seconds on a busy machine.
describe('undocumentedProps', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'props-docs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the undocumented props of exported components, not of helpers or inherited types', () => {
    writeFileSync(
      join(dir, 'index.ts'),
      [
        'interface Base {',
        '  /** Inherited and documented. */',
        '  id?: string;',
        '}',
        'export interface WidgetProps extends Base {',
        '  /** The label. */',
        '  label: string;',
        '  size?: "sm" | "md";',
        '}',
        'export function Widget(props: WidgetProps) { return props.label; }',
        'export const Other = (props: { tone: string }) => props.tone;',
        'export function helper(options: { quiet: boolean }) { return options.quiet; }',
      ].join('\n'),
    );
    const missing = undocumentedProps(join(dir, 'index.ts'), dir);
    expect(
      missing.map((m: { component: string; prop: string }) => `${m.component}.${m.prop}`).sort(),
    ).toEqual(['Other.tone', 'Widget.size']);
  });

  it('finds every prop of the design system documented', () => {
    expect(undocumentedProps()).toEqual([]);
  });
});
