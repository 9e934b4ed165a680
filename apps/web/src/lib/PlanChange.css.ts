import { vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** The figures of a change before it is confirmed: a tinted box, the amount first. */
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const headline = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const text = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text });
