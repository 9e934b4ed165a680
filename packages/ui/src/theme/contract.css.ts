import { createThemeContract } from '@vanilla-extract/css';

/** A set of three colours for a tinted chip, badge or card: background, text and border. */
const tone = { bg: null, fg: null, border: null } as const;

/**
 * The theme contract: every design token the components may use, as CSS custom properties.
 * Components read `vars.*` only; concrete values live in `tokens.ts` and are bound to these
 * variables by a theme class (`lightTheme`) placed on `<html>`.
 */
export const vars = createThemeContract({
  color: {
    /** Page background (behind surfaces). */
    bg: null,
    /** Cards, inputs, panels. */
    surface: null,
    /** Popovers, menus, dialogs: surfaces that float above others (paired with a shadow). */
    surfaceRaised: null,
    /** Recessed areas: table headers, disabled inputs, code. */
    surfaceSunken: null,
    /** Dark surfaces (sidebar, footer). */
    surfaceInverse: null,
    /** Decorative separators and card outlines (not enough contrast for control boundaries). */
    border: null,
    /** Boundaries of interactive controls (inputs, outline buttons): at least 3:1 on surface. */
    borderStrong: null,
    text: null,
    textMuted: null,
    /** Placeholders and tertiary text (still 4.5:1 on surface). */
    textSubtle: null,
    /** Text on `surfaceInverse`. */
    textInverse: null,
    textInverseMuted: null,
    primary: null,
    primaryHover: null,
    primaryActive: null,
    /** Text and icons on `primary`. */
    primaryContrast: null,
    /** Tinted background for ghost/secondary hover and selected items. */
    primarySubtle: null,
    primarySubtleHover: null,
    /** Primary accent on `surfaceInverse` (links and the logo on dark backgrounds). */
    primaryOnInverse: null,
    danger: null,
    dangerHover: null,
    dangerActive: null,
    dangerContrast: null,
    dangerSubtle: null,
    success: null,
    successSubtle: null,
    warning: null,
    warningSubtle: null,
    info: null,
    infoSubtle: null,
    focusRing: null,
    /** Decorative gold of the brand seal and highlights. Never for text on light surfaces. */
    accent: null,
    /** Backdrop behind modal dialogs. */
    overlay: null,
  },
  /** Plan badges and cards (matched from the plan name). */
  plan: {
    basico: tone,
    profissional: tone,
    empresarial: tone,
    ilimitado: tone,
    default: tone,
  },
  /** Status tones of certificates, requests and payments (see `certificateStatusView().tone`). */
  status: {
    concluido: tone,
    pendente: tone,
    processando: tone,
    falhou: tone,
    cancelado: tone,
    neutral: tone,
  },
  /** Usage bar fills (see `usageLevel()`); each has at least 3:1 against `surface`. */
  usage: {
    green: null,
    yellow: null,
    orange: null,
    red: null,
    track: null,
  },
  font: {
    family: { body: null, heading: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, '2xl': null, '3xl': null, '4xl': null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, snug: null, normal: null, relaxed: null },
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    '2xl': null,
    '3xl': null,
    '4xl': null,
  },
  radius: { sm: null, md: null, lg: null, xl: null, full: null },
  shadow: { sm: null, md: null, lg: null, xl: null },
  zIndex: {
    base: null,
    dropdown: null,
    sticky: null,
    overlay: null,
    modal: null,
    popover: null,
    toast: null,
    tooltip: null,
  },
  motion: {
    durationFast: null,
    durationNormal: null,
    durationSlow: null,
    easing: null,
  },
  size: {
    /** Height of controls (buttons, inputs) per size. */
    controlSm: null,
    controlMd: null,
    controlLg: null,
  },
});
