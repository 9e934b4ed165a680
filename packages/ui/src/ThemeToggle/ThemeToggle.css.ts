import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/utilities.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderWidth: 1,
  borderStyle: 'solid',
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:focus-visible': focusRing,
  },
  '@media': {
    // Windows high contrast: the pressed state is a system highlight, not a tint that forced colours drop.
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        '&[aria-pressed="true"]': {
          backgroundColor: 'Highlight',
          color: 'HighlightText',
          forcedColorAdjust: 'none',
        },
      },
    },
  },
});

export const toggle = recipe({
  base,
  variants: {
    tone: {
      default: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          '&:hover': { backgroundColor: vars.color.surfaceSunken },
          '&[aria-pressed="true"]': {
            backgroundColor: vars.color.primarySubtle,
            borderColor: vars.color.primary,
            color: vars.color.primary,
          },
        },
      },
      inverse: {
        backgroundColor: 'transparent',
        borderColor: vars.color.textInverseMuted,
        color: vars.color.textInverse,
        selectors: {
          '&:hover': { borderColor: vars.color.textInverse },
          '&[aria-pressed="true"]': {
            borderColor: vars.color.primaryOnInverse,
            color: vars.color.primaryOnInverse,
          },
        },
      },
    },
    iconOnly: {
      true: { width: vars.size.controlSm, paddingInline: 0 },
      false: {},
    },
  },
});

// Pressed: the moon is filled, so the state shows in the shape too, not in colour alone.
globalStyle(`${base} svg`, { width: '1.125rem', height: '1.125rem', flexShrink: 0 });
globalStyle(`${base}[aria-pressed="true"] svg`, { fill: 'currentColor' });
