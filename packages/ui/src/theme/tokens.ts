/**
 * Concrete token values of the light theme (and, below, of the dark theme). Plain TypeScript (no vanilla-extract import) so that
 * documentation pages and unit tests can read the raw values; `theme.css.ts` binds them to `vars`.
 *
 * Every text/background pair below meets WCAG 2.2 AA (4.5:1) and every control boundary 3:1;
 * `contrast.test.ts` enforces it.
 */

const fontBody =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", "Noto Sans", sans-serif';

export const lightTokens = {
  color: {
    bg: '#f6f8fb',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f1f4f9',
    surfaceInverse: '#0f1b3d',
    border: '#e2e8f0',
    borderStrong: '#7c8aa0',
    text: '#0f172a',
    textMuted: '#475569',
    textSubtle: '#64748b',
    textInverse: '#f8fafc',
    textInverseMuted: '#b8c2d6',
    primary: '#1e40af',
    primaryHover: '#1c3a9e',
    primaryActive: '#172f80',
    primaryContrast: '#ffffff',
    primarySubtle: '#eef3ff',
    primarySubtleHover: '#dce6fd',
    primaryOnInverse: '#93b4fd',
    danger: '#b91c1c',
    dangerHover: '#a11818',
    dangerActive: '#861414',
    dangerContrast: '#ffffff',
    dangerSubtle: '#fef2f2',
    success: '#047857',
    successSubtle: '#ecfdf5',
    warning: '#b45309',
    warningSubtle: '#fffbeb',
    info: '#0369a1',
    infoSubtle: '#f0f9ff',
    focusRing: '#2563eb',
    accent: '#f59e0b',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  plan: {
    basico: { bg: '#ecfeff', fg: '#0e7490', border: '#a5f3fc' },
    profissional: { bg: '#eef2ff', fg: '#4338ca', border: '#c7d2fe' },
    empresarial: { bg: '#faf5ff', fg: '#7e22ce', border: '#e9d5ff' },
    ilimitado: { bg: '#fffbeb', fg: '#92400e', border: '#fcd34d' },
    default: { bg: '#f1f5f9', fg: '#334155', border: '#cbd5e1' },
  },
  status: {
    concluido: { bg: '#ecfdf5', fg: '#047857', border: '#a7f3d0' },
    pendente: { bg: '#fffbeb', fg: '#b45309', border: '#fde68a' },
    processando: { bg: '#eff6ff', fg: '#1d4ed8', border: '#bfdbfe' },
    falhou: { bg: '#fef2f2', fg: '#b91c1c', border: '#fecaca' },
    cancelado: { bg: '#e8ebf0', fg: '#1e293b', border: '#94a3b8' },
    neutral: { bg: '#f8fafc', fg: '#475569', border: '#e2e8f0' },
  },
  usage: {
    green: '#15803d',
    yellow: '#a16207',
    orange: '#c2410c',
    red: '#b91c1c',
    track: '#e2e8f0',
  },
  font: {
    family: {
      body: fontBody,
      heading: fontBody,
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace',
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      '2xl': '1.5rem',
      '3xl': '1.875rem',
      '4xl': '2.25rem',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.2', snug: '1.35', normal: '1.5', relaxed: '1.7' },
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    '2xl': '2rem',
    '3xl': '3rem',
    '4xl': '4rem',
  },
  radius: { sm: '0.25rem', md: '0.375rem', lg: '0.5rem', xl: '0.75rem', full: '9999px' },
  shadow: {
    sm: '0 1px 2px 0 rgba(15, 23, 42, 0.06)',
    md: '0 2px 4px -1px rgba(15, 23, 42, 0.06), 0 4px 8px -2px rgba(15, 23, 42, 0.08)',
    lg: '0 4px 8px -2px rgba(15, 23, 42, 0.06), 0 12px 20px -4px rgba(15, 23, 42, 0.1)',
    xl: '0 8px 16px -4px rgba(15, 23, 42, 0.08), 0 24px 40px -8px rgba(15, 23, 42, 0.18)',
  },
  zIndex: {
    base: '0',
    dropdown: '1000',
    sticky: '1100',
    overlay: '1200',
    modal: '1300',
    popover: '1400',
    toast: '1500',
    tooltip: '1600',
  },
  motion: {
    durationFast: '120ms',
    durationNormal: '200ms',
    durationSlow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  size: {
    controlSm: '2rem',
    controlMd: '2.5rem',
    controlLg: '3rem',
  },
} as const;

/** The shape of a theme: the light theme's tokens with every value widened to `string`. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ThemeTokens = Widen<typeof lightTokens>;

/**
 * The dark theme: the same semantic tokens with values for a dark page (navy surfaces, light text, lighter
 * tints of the brand and status hues). Only colours and shadows differ; type, space, radii, layers, motion and
 * sizes are the light theme's. The same pairs as the light theme meet WCAG AA (`contrast.test.ts`).
 */
export const darkTokens: ThemeTokens = {
  ...lightTokens,
  color: {
    bg: '#0b1120',
    surface: '#111a2e',
    surfaceRaised: '#18233b',
    surfaceSunken: '#0d1526',
    surfaceInverse: '#050a16',
    border: '#26324a',
    borderStrong: '#6f7f9a',
    text: '#e6ebf4',
    textMuted: '#a9b4c8',
    textSubtle: '#8f9bb2',
    textInverse: '#f8fafc',
    textInverseMuted: '#b8c2d6',
    primary: '#8fb0ff',
    primaryHover: '#a8c1ff',
    primaryActive: '#c0d2ff',
    primaryContrast: '#0b1530',
    primarySubtle: '#172544',
    primarySubtleHover: '#1f3160',
    primaryOnInverse: '#93b4fd',
    danger: '#f87171',
    dangerHover: '#fa8b8b',
    dangerActive: '#fca5a5',
    dangerContrast: '#1c0708',
    dangerSubtle: '#2b1417',
    success: '#34d399',
    successSubtle: '#0f2a22',
    warning: '#fbbf24',
    warningSubtle: '#2a2110',
    info: '#38bdf8',
    infoSubtle: '#0c2535',
    focusRing: '#7aa2ff',
    accent: '#f59e0b',
    overlay: 'rgba(2, 6, 23, 0.72)',
  },
  plan: {
    basico: { bg: '#0b2a33', fg: '#67e8f9', border: '#155e75' },
    profissional: { bg: '#1b1f45', fg: '#a5b4fc', border: '#4338ca' },
    empresarial: { bg: '#2a1840', fg: '#d8b4fe', border: '#7e22ce' },
    ilimitado: { bg: '#2d2008', fg: '#fcd34d', border: '#92400e' },
    default: { bg: '#1e293b', fg: '#cbd5e1', border: '#475569' },
  },
  status: {
    concluido: { bg: '#0f2a22', fg: '#6ee7b7', border: '#047857' },
    pendente: { bg: '#2a2110', fg: '#fcd34d', border: '#b45309' },
    processando: { bg: '#132447', fg: '#93c5fd', border: '#1d4ed8' },
    falhou: { bg: '#2e1416', fg: '#fca5a5', border: '#b91c1c' },
    cancelado: { bg: '#1e2533', fg: '#e2e8f0', border: '#64748b' },
    neutral: { bg: '#151d2e', fg: '#a9b4c8', border: '#334155' },
  },
  usage: {
    green: '#22c55e',
    yellow: '#eab308',
    orange: '#f97316',
    red: '#f87171',
    track: '#26324a',
  },
  shadow: {
    sm: '0 1px 2px 0 rgba(0, 0, 0, 0.4)',
    md: '0 2px 4px -1px rgba(0, 0, 0, 0.4), 0 4px 8px -2px rgba(0, 0, 0, 0.45)',
    lg: '0 4px 8px -2px rgba(0, 0, 0, 0.4), 0 12px 20px -4px rgba(0, 0, 0, 0.5)',
    xl: '0 8px 16px -4px rgba(0, 0, 0, 0.45), 0 24px 40px -8px rgba(0, 0, 0, 0.6)',
  },
};
export type PlanKey = keyof ThemeTokens['plan'];
export type StatusTone = keyof ThemeTokens['status'];
export type UsageColor = Exclude<keyof ThemeTokens['usage'], 'track'>;
