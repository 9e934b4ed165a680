import { media, vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** Centres the panel in the public layout's main area. */
export const wrapper = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  paddingBlock: vars.space.xl,
  '@media': { [media.mobile]: { paddingBlock: 0 } },
});

export const panel = style({
  width: '100%',
  maxWidth: '26rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space['2xl'],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  '@media': { [media.mobile]: { padding: vars.space.xl } },
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
