/**
 * Concrete token values of the light theme. Plain TypeScript (no vanilla-extract import) so that
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

export type ThemeTokens = typeof lightTokens;
export type PlanKey = keyof ThemeTokens['plan'];
export type StatusTone = keyof ThemeTokens['status'];
export type UsageColor = Exclude<keyof ThemeTokens['usage'], 'track'>;
