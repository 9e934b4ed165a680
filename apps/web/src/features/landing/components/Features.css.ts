import { vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: 'clamp(1rem, 2vw, 1.5rem)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: 'clamp(1.25rem, 2.5vw, 1.75rem)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'box-shadow, border-color, transform',
  transitionDuration: vars.motion.durationNormal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { borderColor: vars.color.primarySubtleHover, boxShadow: vars.shadow.lg },
  },
});

export const iconBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  marginBlockEnd: vars.space.sm,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primary,
});

export const icon = style({});
globalStyle(`${iconBox} svg${icon}`, { width: '1.5rem', height: '1.5rem' });

export const cardTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const cardText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
});
