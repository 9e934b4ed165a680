import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';

const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.full,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

globalStyle(`${root} svg`, { width: '1em', height: '1em', flexShrink: 0 });

const subtle = (bg: string, fg: string, border: string) => ({
  backgroundColor: bg,
  color: fg,
  borderColor: border,
});

/** Badge styles: a tone (colour role) in a subtle (tinted) or solid look, and a size. */
export const badgeRecipe = recipe({
  base: root,
  variants: {
    tone: {
      neutral: {},
      primary: {},
      success: {},
      warning: {},
      danger: {},
      info: {},
      basico: subtle(vars.plan.basico.bg, vars.plan.basico.fg, vars.plan.basico.border),
      profissional: subtle(
        vars.plan.profissional.bg,
        vars.plan.profissional.fg,
        vars.plan.profissional.border,
      ),
      empresarial: subtle(vars.plan.empresarial.bg, vars.plan.empresarial.fg, vars.plan.empresarial.border),
      ilimitado: subtle(vars.plan.ilimitado.bg, vars.plan.ilimitado.fg, vars.plan.ilimitado.border),
      plan: subtle(vars.plan.default.bg, vars.plan.default.fg, vars.plan.default.border),
    },
    variant: {
      subtle: {},
      solid: { color: vars.color.primaryContrast },
    },
    size: {
      sm: { paddingBlock: vars.space.xxs, paddingInline: vars.space.sm, fontSize: vars.font.size.xs },
      md: { paddingBlock: vars.space.xs, paddingInline: vars.space.md, fontSize: vars.font.size.sm },
    },
  },
  compoundVariants: [
    {
      variants: { tone: 'neutral', variant: 'subtle' },
      style: subtle(vars.status.neutral.bg, vars.status.neutral.fg, vars.status.neutral.border),
    },
    {
      variants: { tone: 'primary', variant: 'subtle' },
      style: subtle(vars.color.primarySubtle, vars.color.primary, vars.color.primarySubtleHover),
    },
    {
      variants: { tone: 'success', variant: 'subtle' },
      style: subtle(vars.status.concluido.bg, vars.status.concluido.fg, vars.status.concluido.border),
    },
    {
      variants: { tone: 'warning', variant: 'subtle' },
      style: subtle(vars.status.pendente.bg, vars.status.pendente.fg, vars.status.pendente.border),
    },
    {
      variants: { tone: 'danger', variant: 'subtle' },
      style: subtle(vars.status.falhou.bg, vars.status.falhou.fg, vars.status.falhou.border),
    },
    {
      variants: { tone: 'info', variant: 'subtle' },
      style: subtle(vars.color.infoSubtle, vars.color.info, vars.status.processando.border),
    },
    { variants: { tone: 'neutral', variant: 'solid' }, style: { backgroundColor: vars.color.textMuted } },
    { variants: { tone: 'primary', variant: 'solid' }, style: { backgroundColor: vars.color.primary } },
    { variants: { tone: 'success', variant: 'solid' }, style: { backgroundColor: vars.color.success } },
    { variants: { tone: 'warning', variant: 'solid' }, style: { backgroundColor: vars.color.warning } },
    { variants: { tone: 'danger', variant: 'solid' }, style: { backgroundColor: vars.color.danger } },
    { variants: { tone: 'info', variant: 'solid' }, style: { backgroundColor: vars.color.info } },
  ],
  defaultVariants: { tone: 'neutral', variant: 'subtle', size: 'md' },
});

export type BadgeRecipeVariants = NonNullable<RecipeVariants<typeof badgeRecipe>>;

// Forced colours: tints are dropped, so every badge gets a visible outline (its text carries the meaning).
forcedColors(root, { borderColor: 'CanvasText' });
