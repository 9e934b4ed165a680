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
      /** A whole screen (see `FullPageMessage`). */
      lg: {
        gap: vars.space.lg,
        maxWidth: '32rem',
        paddingBlock: vars.space['3xl'],
        paddingInline: vars.space.lg,
      },
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
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.success },
      info: { backgroundColor: vars.color.infoSubtle, color: vars.color.info },
    },
    size: {
      sm: { width: '2.5rem', height: '2.5rem', fontSize: vars.font.size.xl },
      md: { width: '3.5rem', height: '3.5rem', fontSize: vars.font.size['2xl'] },
      lg: { width: '4.5rem', height: '4.5rem', fontSize: vars.font.size['4xl'] },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export const iconSlot = style({});
globalStyle(`${iconSlot} svg`, { width: '1em', height: '1em' });

export const titleRecipe = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      sm: {},
      md: {},
      lg: {
        fontSize: vars.font.size['2xl'],
        fontWeight: vars.font.weight.bold,
        lineHeight: vars.font.lineHeight.tight,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export const descriptionRecipe = recipe({
  base: {
    margin: 0,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
  },
  variants: { size: { sm: {}, md: {}, lg: { fontSize: vars.font.size.md } } },
  defaultVariants: { size: 'md' },
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

export type EmptyStateRecipeVariants = NonNullable<RecipeVariants<typeof emptyStateRecipe>>;
