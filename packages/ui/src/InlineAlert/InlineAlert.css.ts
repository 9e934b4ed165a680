import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const base = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: '1px solid',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const alert = styleVariants({
  danger: [
    base,
    { backgroundColor: vars.color.dangerSubtle, borderColor: vars.color.danger, color: vars.color.danger },
  ],
  warning: [
    base,
    { backgroundColor: vars.color.warningSubtle, borderColor: vars.color.warning, color: vars.color.text },
  ],
  success: [
    base,
    { backgroundColor: vars.color.successSubtle, borderColor: vars.color.success, color: vars.color.text },
  ],
  info: [
    base,
    { backgroundColor: vars.color.infoSubtle, borderColor: vars.color.info, color: vars.color.text },
  ],
});

export const icon = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  marginBlockStart: '0.1rem',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  alignItems: 'flex-start',
});

export const text = style({ margin: 0 });
