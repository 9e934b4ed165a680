import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
});

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const label = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.textMuted,
});

export const iconRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: vars.radius.lg,
    fontSize: vars.font.size.xl,
  },
  variants: {
    tone: {
      primary: { backgroundColor: vars.color.primarySubtle, color: vars.color.primary },
      success: { backgroundColor: vars.status.concluido.bg, color: vars.status.concluido.fg },
      warning: { backgroundColor: vars.status.pendente.bg, color: vars.status.pendente.fg },
      danger: { backgroundColor: vars.status.falhou.bg, color: vars.status.falhou.fg },
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
    },
  },
  defaultVariants: { tone: 'primary' },
});

export const iconSlot = style({});
globalStyle(`${iconSlot} svg`, { width: '1em', height: '1em' });

export const value = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/**
 * The change sentence flows as text: the chip never breaks, and a comparison too long for the card wraps under
 * the chip from the card's edge, like the rest of a sentence (as a flex item it wrapped inside its own narrow
 * column beside the chip, leaving a ragged block).
 */
export const change = style({
  margin: 0,
  lineHeight: vars.font.lineHeight.relaxed,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const changeValueRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    lineHeight: vars.font.lineHeight.snug,
    gap: vars.space.xxs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      positive: { backgroundColor: vars.status.concluido.bg, color: vars.status.concluido.fg },
      negative: { backgroundColor: vars.status.falhou.bg, color: vars.status.falhou.fg },
      neutral: { backgroundColor: vars.status.neutral.bg, color: vars.status.neutral.fg },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const changeValue = style({});
globalStyle(`${changeValue} svg`, { width: '1em', height: '1em' });

export type StatCardRecipeVariants = NonNullable<RecipeVariants<typeof changeValueRecipe>>;
