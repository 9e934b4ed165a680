import { media, vars } from '@certidao/ui';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { HEADER_HEIGHT } from './layout.css.ts';

const mix = (color: string, percent: number, other = 'transparent') =>
  `color-mix(in srgb, ${color} ${percent}%, ${other})`;

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  paddingBlockStart: `calc(${HEADER_HEIGHT} + clamp(2.5rem, 7vw, 5rem))`,
  paddingBlockEnd: 'clamp(2.5rem, 5vw, 3.5rem)',
  backgroundColor: vars.color.surfaceInverse,
  backgroundImage: [
    `radial-gradient(55rem 32rem at 88% -8%, ${mix(vars.color.primary, 70)}, transparent 65%)`,
    `radial-gradient(36rem 24rem at -5% 105%, ${mix(vars.color.primaryOnInverse, 16)}, transparent 70%)`,
  ].join(', '),
  color: vars.color.textInverse,
  selectors: {
    // A faint grid, fading out towards the edges.
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      backgroundImage: [
        `linear-gradient(${mix(vars.color.textInverse, 5)} 1px, transparent 1px)`,
        `linear-gradient(90deg, ${mix(vars.color.textInverse, 5)} 1px, transparent 1px)`,
      ].join(', '),
      backgroundSize: '3rem 3rem',
      maskImage: 'radial-gradient(ellipse 70% 60% at 50% 35%, black, transparent)',
      WebkitMaskImage: 'radial-gradient(ellipse 70% 60% at 50% 35%, black, transparent)',
    },
  },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)',
  alignItems: 'center',
  gap: 'clamp(2.5rem, 6vw, 4.5rem)',
  '@media': {
    'screen and (max-width: 959.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xl,
});

export const kicker = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: `1px solid ${mix(vars.color.textInverse, 18)}`,
  borderRadius: vars.radius.full,
  backgroundColor: mix(vars.color.textInverse, 6),
  color: vars.color.textInverse,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const kickerDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  boxShadow: `0 0 0 4px ${mix(vars.color.accent, 25)}`,
});

export const title = style({
  margin: 0,
  color: vars.color.textInverse,
  fontSize: 'clamp(2.25rem, 1.4rem + 3.6vw, 3.75rem)',
  fontWeight: 800,
  lineHeight: 1.08,
  letterSpacing: '-0.03em',
});

export const highlight = style({
  color: vars.color.primaryOnInverse,
});

export const lead = style({
  maxWidth: '36rem',
  margin: 0,
  color: vars.color.textInverseMuted,
  fontSize: 'clamp(1.0625rem, 1rem + 0.3vw, 1.25rem)',
  lineHeight: vars.font.lineHeight.relaxed,
});

export const ctas = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  '@media': { [media.mobile]: { width: '100%', flexDirection: 'column' } },
});

const cta = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  height: '3.25rem',
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.lg,
  borderWidth: 1,
  borderStyle: 'solid',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  transitionProperty: 'background-color, border-color, transform, box-shadow',
  transitionDuration: vars.motion.durationFast,
} as const;

const inverseFocus = {
  outline: `2px solid ${vars.color.textInverse}`,
  outlineOffset: '3px',
} as const;

export const primaryCta = style({
  ...cta,
  borderColor: vars.color.accent,
  backgroundColor: vars.color.accent,
  color: vars.color.surfaceInverse,
  boxShadow: `0 10px 30px -10px ${mix(vars.color.accent, 70)}`,
  selectors: {
    '&:hover': { backgroundColor: mix(vars.color.accent, 85, vars.color.surface) },
    '&:focus-visible': inverseFocus,
  },
});
globalStyle(`${primaryCta} svg`, { width: '1.25rem', height: '1.25rem' });

export const secondaryCta = style({
  ...cta,
  borderColor: mix(vars.color.textInverse, 35),
  backgroundColor: mix(vars.color.textInverse, 4),
  color: vars.color.textInverse,
  selectors: {
    '&:hover': { backgroundColor: mix(vars.color.textInverse, 12) },
    '&:focus-visible': inverseFocus,
  },
});

export const assurances = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const assurance = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textInverseMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
globalStyle(`${assurance} svg`, { width: '1rem', height: '1rem', color: vars.color.accent });

// ── Stats ──────────────────────────────────────────────────────────────────────────────────────────────

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  marginBlockStart: 'clamp(3rem, 6vw, 4.5rem)',
  paddingBlockStart: 'clamp(1.5rem, 3vw, 2.25rem)',
  borderBlockStart: `1px solid ${mix(vars.color.textInverse, 14)}`,
  '@media': { 'screen and (max-width: 959.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
});

export const statValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textInverse,
  fontSize: 'clamp(1.75rem, 1.3rem + 1.6vw, 2.25rem)',
  fontWeight: 800,
  lineHeight: 1.1,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
});

export const statStar = style({});
globalStyle(`${statValue} svg${statStar}`, { width: '0.7em', height: '0.7em', color: vars.color.accent });

export const statLabel = style({
  color: vars.color.textInverseMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

// ── Request preview (illustration) ─────────────────────────────────────────────────────────────────────

export const preview = style({
  position: 'relative',
  width: '100%',
  maxWidth: '30rem',
  justifySelf: 'center',
  paddingBlock: '1.75rem',
});

export const previewCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: 'clamp(1rem, 3vw, 1.5rem)',
  borderRadius: '1.25rem',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: `0 40px 80px -20px rgba(2, 6, 23, 0.6), 0 0 0 1px ${mix(vars.color.textInverse, 10)}`,
});

export const previewHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const previewTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const previewMeta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const previewBadge = style({
  flexShrink: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.status.processando.bg,
  color: vars.status.processando.fg,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const progressText = style({
  display: 'flex',
  justifyContent: 'space-between',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const progressTrack = style({
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.usage.track,
});

export const progressFill = style({
  width: '90%',
  height: '100%',
  borderRadius: 'inherit',
  backgroundImage: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.focusRing})`,
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const rowIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.status.processando.bg,
  color: vars.status.processando.fg,
  selectors: {
    '&[data-done]': { backgroundColor: vars.status.concluido.bg, color: vars.status.concluido.fg },
  },
});
globalStyle(`${rowIcon} svg`, { width: '0.9rem', height: '0.9rem' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerDot = style({
  width: '0.85rem',
  height: '0.85rem',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  borderRadius: vars.radius.full,
  animation: `${spin} 1s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const rowText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const rowName = style({
  overflow: 'hidden',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const rowBody = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const rowStatus = style({
  flexShrink: 0,
  color: vars.status.processando.fg,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  selectors: { '&[data-done]': { color: vars.status.concluido.fg } },
});

export const moreRows = style({
  margin: 0,
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  paddingInlineStart: `calc(1.75rem + ${vars.space.md})`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const previewFoot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const qr = style({
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const footText = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.snug,
});
globalStyle(`${footText} strong`, { color: vars.color.text, fontSize: vars.font.size.sm });

export const chip = style({
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.xl,
});

export const chipTop = style({
  insetBlockStart: 0,
  insetInlineEnd: '-1.5rem',
  '@media': { 'screen and (max-width: 1099.98px)': { insetInlineEnd: vars.space.lg } },
});

export const chipBottom = style({
  insetBlockEnd: 0,
  insetInlineStart: '-2rem',
  '@media': { 'screen and (max-width: 1099.98px)': { insetInlineStart: vars.space.lg } },
});

export const chipIcon = style({ color: vars.color.warning });
export const chipIconSuccess = style({ color: vars.color.success });
globalStyle(`${chip} svg`, { width: '1rem', height: '1rem' });
