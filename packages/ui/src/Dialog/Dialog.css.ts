import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minHeight: 0,
  maxHeight: 'inherit',
  padding: vars.space.xl,
  overflowY: 'auto',
  outline: 'none',
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
});

/** Pulls the close button into the corner so its icon lines up with the padding. */
export const closeButton = style({
  marginBlockStart: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
});

export const description = style({
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});
