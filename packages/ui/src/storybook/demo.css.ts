import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * Layout helpers for stories and docs pages only (never exported from the package): stories
 * arrange components with these instead of inline styles, so every story looks alike.
 */
export const demo = {
  /** Components side by side, wrapping. */
  row: style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md }),
  /** Components stacked, left-aligned. */
  column: style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg }),
  /** Blocks stacked at full width (forms inside cards). */
  stack: style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl }),
  /** Full-width blocks one under the other (alerts, messages). */
  list: style({ display: 'grid', gap: vars.space.lg }),
  /** A card title in examples. */
  title: style({
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
  /** Two fields side by side with equal widths (expiry and CVC). */
  pair: style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md }),
  /** Width of a typical form (login, profile). */
  form: style({ width: '100%', maxWidth: '24rem' }),
  /** A narrow container (e.g. a mobile-width card). */
  narrow: style({ width: '100%', maxWidth: '22.5rem' }),
  paragraph: style({ maxWidth: '36rem', color: vars.color.text }),
  /** A dark panel like the sidebar, for `inverse`/`dark` variants. */
  darkSurface: style({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.lg,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surfaceInverse,
    color: vars.color.textInverse,
  }),
  /** A white card, for components shown in context. */
  card: style({
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
  }),
};
