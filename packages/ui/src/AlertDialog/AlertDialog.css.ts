import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const iconRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xl,
  },
  variants: {
    variant: {
      default: { backgroundColor: vars.color.primarySubtle, color: vars.color.primary },
      destructive: { backgroundColor: vars.color.dangerSubtle, color: vars.color.danger },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
});

export const message = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.xs,
  '@media': { [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});
