import { vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const score = style({
  color: vars.color.text,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 19rem), 1fr))',
  gap: 'clamp(1rem, 2vw, 1.5rem)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  margin: 0,
  padding: 'clamp(1.25rem, 2.5vw, 1.75rem)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const quote = style({
  flex: 1,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
});
globalStyle(`${quote} p`, { margin: 0 });

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const author = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const photo = style({
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const name = style({
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const role = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

export const verified = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.successSubtle,
  color: vars.color.success,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});
globalStyle(`${verified} svg`, { width: '0.95rem', height: '0.95rem' });
