import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { lightTokens } from './tokens';

const { color, plan, status, usage } = lightTokens;

/** Text pairs: WCAG AA for normal text (4.5:1). */
const textPairs: Array<[string, string, string]> = [
  ['text on bg', color.text, color.bg],
  ['text on surface', color.text, color.surface],
  ['text on surfaceSunken', color.text, color.surfaceSunken],
  ['textMuted on bg', color.textMuted, color.bg],
  ['textMuted on surface', color.textMuted, color.surface],
  ['textMuted on surfaceSunken', color.textMuted, color.surfaceSunken],
  ['textSubtle on surface', color.textSubtle, color.surface],
  ['textInverse on surfaceInverse', color.textInverse, color.surfaceInverse],
  ['textInverseMuted on surfaceInverse', color.textInverseMuted, color.surfaceInverse],
  ['primaryOnInverse on surfaceInverse', color.primaryOnInverse, color.surfaceInverse],
  ['primaryContrast on primary', color.primaryContrast, color.primary],
  ['primaryContrast on primaryHover', color.primaryContrast, color.primaryHover],
  ['primaryContrast on primaryActive', color.primaryContrast, color.primaryActive],
  ['primary on surface', color.primary, color.surface],
  ['primary on bg', color.primary, color.bg],
  ['primary on primarySubtle', color.primary, color.primarySubtle],
  ['primary on primarySubtleHover', color.primary, color.primarySubtleHover],
  ['dangerContrast on danger', color.dangerContrast, color.danger],
  ['dangerContrast on dangerHover', color.dangerContrast, color.dangerHover],
  ['dangerContrast on dangerActive', color.dangerContrast, color.dangerActive],
  ['danger on surface', color.danger, color.surface],
  ['danger on dangerSubtle', color.danger, color.dangerSubtle],
  ['success on surface', color.success, color.surface],
  ['success on successSubtle', color.success, color.successSubtle],
  ['warning on surface', color.warning, color.surface],
  ['warning on warningSubtle', color.warning, color.warningSubtle],
  ['info on surface', color.info, color.surface],
  ['info on infoSubtle', color.info, color.infoSubtle],
  ...Object.entries(plan).map(([name, t]): [string, string, string] => [`plan.${name}`, t.fg, t.bg]),
  ...Object.entries(status).map(([name, t]): [string, string, string] => [`status.${name}`, t.fg, t.bg]),
];

/** Non-text pairs (control boundaries, focus ring, meter fills): WCAG 1.4.11, 3:1. */
const uiPairs: Array<[string, string, string]> = [
  ['borderStrong on surface', color.borderStrong, color.surface],
  ['borderStrong on bg', color.borderStrong, color.bg],
  ['focusRing on surface', color.focusRing, color.surface],
  ['focusRing on bg', color.focusRing, color.bg],
  ...(['green', 'yellow', 'orange', 'red'] as const).flatMap(
    (name): Array<[string, string, string]> => [
      [`usage.${name} on surface`, usage[name], color.surface],
      [`usage.${name} on track`, usage[name], usage.track],
    ],
  ),
];

describe('theme contrast (WCAG 2.2 AA)', () => {
  it.each(textPairs)('%s is at least 4.5:1', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s is at least 3:1', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});
