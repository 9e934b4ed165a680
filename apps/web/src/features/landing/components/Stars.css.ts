import { vars } from '@certidao/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

const base = style({
  display: 'inline-flex',
  gap: '0.125rem',
  color: vars.color.accent,
});

export const stars = styleVariants({
  md: [base, { fontSize: '1.125rem' }],
  lg: [base, { fontSize: '1.5rem' }],
});

globalStyle(`${base} svg`, { width: '1em', height: '1em' });
