import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** Title block on the left, actions on the right; the actions move below the title when narrow. */
export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [media.mobile]: { gap: vars.space.md } },
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  // Takes the free width, so the actions stay at the right until the page is really narrow.
  flex: '1 1 16rem',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { fontSize: vars.font.size.xl } },
});

export const description = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
