import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

const accent = (key: keyof typeof vars.plan) => ({ borderBlockStartColor: vars.plan[key].fg });

export const planCardRecipe = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minWidth: 0,
    height: '100%',
    padding: vars.space.xl,
    borderRadius: vars.radius.xl,
    border: `1px solid ${vars.color.border}`,
    borderBlockStartWidth: 4,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
    color: vars.color.text,
    '@media': { [media.mobile]: { padding: vars.space.lg } },
  },
  variants: {
    color: {
      basico: accent('basico'),
      profissional: accent('profissional'),
      empresarial: accent('empresarial'),
      ilimitado: accent('ilimitado'),
      default: accent('default'),
    },
    popular: {
      true: {
        borderColor: vars.color.primary,
        borderInlineWidth: 2,
        borderBlockEndWidth: 2,
        boxShadow: vars.shadow.lg,
      },
      false: {},
    },
  },
  defaultVariants: { color: 'default', popular: false },
});

export const popularBadge = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: '50%',
  transform: 'translate(-50%, -60%)',
  boxShadow: vars.shadow.md,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  marginBlockStart: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const priceBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const price = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  color: vars.color.text,
});

export const amount = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const period = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.success,
});

export const meta = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const benefits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const benefit = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
});

export const benefitIcon = style({
  flexShrink: 0,
  marginBlockStart: '0.1em',
  color: vars.color.success,
});
globalStyle(`${benefit} svg${benefitIcon}`, { width: '1rem', height: '1rem' });

export const more = style({
  paddingInlineStart: `calc(1rem + ${vars.space.sm})`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const action = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export type PlanCardRecipeVariants = NonNullable<RecipeVariants<typeof planCardRecipe>>;
