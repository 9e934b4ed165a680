import { media, vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const card = style({
  width: '100%',
  maxWidth: '48rem',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space['2xl'],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderBlockStart: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const header = style({ display: 'flex', gap: vars.space.lg, alignItems: 'flex-start' });

export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.successSubtle,
  color: vars.color.success,
});
globalStyle(`${icon} svg`, { width: '1.75rem', height: '1.75rem' });

export const headings = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.success,
  lineHeight: vars.font.lineHeight.tight,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const sandbox = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.warning}`,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const sandboxIcon = style({
  flexShrink: 0,
  color: vars.color.warning,
  width: '1.125rem',
  height: '1.125rem',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(`${fact} dt`, { fontSize: vars.font.size.sm, color: vars.color.textMuted });
globalStyle(`${fact} dd`, {
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const code = style({ fontFamily: vars.font.family.mono, letterSpacing: '0.02em' });
