import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const cardRecipe = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    borderRadius: vars.radius.xl,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
  },
  variants: {
    variant: {
      /** A thin border and a faint shadow: the default container of back-office screens. */
      outlined: { border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.sm },
      /** Raised with a stronger shadow: highlights and marketing sections. */
      elevated: { border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.lg },
      /** Sunken background without shadow: secondary groups inside a page. */
      muted: { backgroundColor: vars.color.surfaceSunken, border: `1px solid ${vars.color.border}` },
    },
    padding: {
      none: {},
      md: {
        padding: vars.space.lg,
        gap: vars.space.md,
      },
      lg: {
        padding: vars.space.xl,
        gap: vars.space.lg,
        '@media': { [media.mobile]: { padding: vars.space.lg, gap: vars.space.md } },
      },
    },
  },
  defaultVariants: { variant: 'outlined', padding: 'lg' },
});

export const headerRecipe = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    flexWrap: 'wrap',
  },
  variants: {
    /** In a card without padding the header keeps its own, over a rule, above the edge-to-edge body. */
    flush: {
      true: {
        paddingBlock: vars.space.lg,
        paddingInline: vars.space.xl,
        borderBlockEnd: `1px solid ${vars.color.border}`,
        '@media': { [media.mobile]: { paddingInline: vars.space.lg } },
      },
      false: {},
    },
  },
  defaultVariants: { flush: false },
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  // Takes the free width, so the actions stay at the right until the card is really narrow.
  flex: '1 1 12rem',
  minWidth: 0,
});

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

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
});

export const body = style({ minWidth: 0 });

export const footerRecipe = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    flexWrap: 'wrap',
    paddingBlockStart: vars.space.md,
    borderBlockStart: `1px solid ${vars.color.border}`,
  },
  variants: {
    /**
     * In a card without padding (a list, a table) the footer is a sunken bar with its own padding
     * that spreads its items: a summary at the start, pagination at the end.
     */
    flush: {
      true: {
        justifyContent: 'space-between',
        gap: vars.space.md,
        paddingBlock: vars.space.md,
        paddingInline: vars.space.lg,
        borderEndStartRadius: vars.radius.xl,
        borderEndEndRadius: vars.radius.xl,
        backgroundColor: vars.color.surfaceSunken,
        fontSize: vars.font.size.sm,
        color: vars.color.textMuted,
      },
      false: {},
    },
  },
  defaultVariants: { flush: false },
});

export type CardRecipeVariants = NonNullable<RecipeVariants<typeof cardRecipe>>;
