import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'var(--tooltip-shift, translateY(2px))' },
  to: { opacity: 1, transform: 'none' },
});

export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '16rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing}` },
    '&[data-placement=bottom]': { vars: { '--tooltip-shift': 'translateY(-2px)' } },
    '&[data-placement=left]': { vars: { '--tooltip-shift': 'translateX(2px)' } },
    '&[data-placement=right]': { vars: { '--tooltip-shift': 'translateX(-2px)' } },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const arrow = style({});

globalStyle(`${arrow} svg`, { display: 'block', fill: vars.color.surfaceInverse });
globalStyle(`${arrow}[data-placement=bottom] svg`, { transform: 'rotate(180deg)' });
globalStyle(`${arrow}[data-placement=left] svg`, { transform: 'rotate(-90deg)' });
globalStyle(`${arrow}[data-placement=right] svg`, { transform: 'rotate(90deg)' });
