import type { ThemeTokens } from './tokens';

/** One colour pair that must meet a WCAG AA minimum: its name, foreground, background and the minimum ratio. */
export interface ContrastPair {
  name: string;
  fg: string;
  bg: string;
  /** 4.5 for text (WCAG 1.4.3), 3 for control boundaries, the focus ring and meter fills (WCAG 1.4.11). */
  min: 4.5 | 3;
}

/**
 * Every colour pair the components paint, for one theme: what `contrast.test.ts` enforces in both themes and
 * what the 'Fundamentos/Tokens' page lists with its ratios.
 */
export function contrastPairs(tokens: ThemeTokens): ContrastPair[] {
  const { color, plan, status, usage } = tokens;
  const text = (name: string, fg: string, bg: string): ContrastPair => ({ name, fg, bg, min: 4.5 });
  const ui = (name: string, fg: string, bg: string): ContrastPair => ({ name, fg, bg, min: 3 });
  return [
    text('text on bg', color.text, color.bg),
    text('text on surface', color.text, color.surface),
    text('text on surfaceRaised', color.text, color.surfaceRaised),
    text('text on surfaceSunken', color.text, color.surfaceSunken),
    text('textMuted on bg', color.textMuted, color.bg),
    text('textMuted on surface', color.textMuted, color.surface),
    text('textMuted on surfaceSunken', color.textMuted, color.surfaceSunken),
    text('textSubtle on surface', color.textSubtle, color.surface),
    text('textInverse on surfaceInverse', color.textInverse, color.surfaceInverse),
    text('textInverseMuted on surfaceInverse', color.textInverseMuted, color.surfaceInverse),
    text('primaryOnInverse on surfaceInverse', color.primaryOnInverse, color.surfaceInverse),
    text('primaryContrast on primary', color.primaryContrast, color.primary),
    text('primaryContrast on primaryHover', color.primaryContrast, color.primaryHover),
    text('primaryContrast on primaryActive', color.primaryContrast, color.primaryActive),
    text('primary on surface', color.primary, color.surface),
    text('primary on bg', color.primary, color.bg),
    text('primary on primarySubtle', color.primary, color.primarySubtle),
    text('primary on primarySubtleHover', color.primary, color.primarySubtleHover),
    text('text on primarySubtle', color.text, color.primarySubtle),
    text('dangerContrast on danger', color.dangerContrast, color.danger),
    text('dangerContrast on dangerHover', color.dangerContrast, color.dangerHover),
    text('dangerContrast on dangerActive', color.dangerContrast, color.dangerActive),
    text('danger on surface', color.danger, color.surface),
    text('danger on dangerSubtle', color.danger, color.dangerSubtle),
    text('success on surface', color.success, color.surface),
    text('success on successSubtle', color.success, color.successSubtle),
    text('warning on surface', color.warning, color.surface),
    text('warning on warningSubtle', color.warning, color.warningSubtle),
    text('info on surface', color.info, color.surface),
    text('info on infoSubtle', color.info, color.infoSubtle),
    ...Object.entries(plan).map(([name, t]) => text(`plan.${name}`, t.fg, t.bg)),
    ...Object.entries(status).map(([name, t]) => text(`status.${name}`, t.fg, t.bg)),
    ui('borderStrong on surface', color.borderStrong, color.surface),
    ui('borderStrong on bg', color.borderStrong, color.bg),
    ui('focusRing on surface', color.focusRing, color.surface),
    ui('focusRing on bg', color.focusRing, color.bg),
    ...(['green', 'yellow', 'orange', 'red'] as const).flatMap((name) => [
      ui(`usage.${name} on surface`, usage[name], color.surface),
      ui(`usage.${name} on track`, usage[name], usage.track),
    ]),
  ];
}
