import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const emptyStateRecipe = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    marginInline: 'auto',
    maxWidth: '28rem',
    color: vars.color.text,
  },
  variants: {
    size: {
      /** Inside tables and small cards. */
      sm: { gap: vars.space.sm, paddingBlock: vars.space.xl, paddingInline: vars.space.lg },
      /** A whole page section or list. */
      md: { gap: vars.space.md, paddingBlock: vars.space['3xl'], paddingInline: vars.space.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const iconRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primarySubtle,
    color: vars.color.primary,
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
      primary: {},
      danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.danger },
    },
    size: {
      sm: { width: '2.5rem', height: '2.5rem', fontSize: vars.font.size.xl },
      md: { width: '3.5rem', height: '3.5rem', fontSize: vars.font.size['2xl'] },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export const iconSlot = style({});
globalStyle(`${iconSlot} svg`, { width: '1em', height: '1em' });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

export type EmptyStateRecipeVariants = NonNullable<RecipeVariants<typeof emptyStateRecipe>>;
