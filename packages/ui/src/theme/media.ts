/**
 * Breakpoints. Media queries cannot read CSS custom properties, so these are plain constants
 * rather than theme variables. The product has one breakpoint: mobile is below 768px.
 */
export const breakpoints = {
  /** First width that is not mobile. */
  tablet: 768,
  desktop: 1024,
} as const;

/**
 * Media query strings for vanilla-extract's `@media`:
 * `style({ padding: vars.space.xl, '@media': { [media.mobile]: { padding: vars.space.lg } } })`.
 */
export const media = {
  /** Below 768px. */
  mobile: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  /** 768px and wider. */
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  /** 1024px and wider. */
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** Windows high contrast and other forced palettes (see `theme/forcedColors.ts`). */
  forcedColors: '(forced-colors: active)',
} as const;
