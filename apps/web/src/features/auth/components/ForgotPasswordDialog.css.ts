import { vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** Looks like the design system's inline link. */
export const mailLink = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  ':hover': { color: vars.color.primaryHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
