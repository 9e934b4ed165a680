import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A `fieldset` (the group named by the label) without the browser's border, padding and min-content width. */
export const copyField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** The value and the button side by side; the button moves below the value when narrow. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

/**
 * The read-only value: monospaced, wrapped anywhere (a PIX code has no spaces) so it never widens
 * the page; one click selects all of it for a manual copy.
 */
export const value = style({
  flex: '1 1 14rem',
  minWidth: 0,
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  WebkitUserSelect: 'all',
  userSelect: 'all',
});

export const button = style({ flexShrink: 0 });

/** The fallback hint ('Texto selecionado…'), shown when the clipboard is not available. */
export const hint = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.textMuted,
});
