import { media, vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** How to pay a PIX or boleto charge (PaymentInstructions.tsx): the checkout's and a one-off order's. */

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** Focused when the instructions appear (tabIndex -1): no outline for a non-interactive target. */
export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  outline: 'none',
});

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const pixLayout = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center' } },
});

export const qrFrame = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: '#ffffff',
  lineHeight: 0,
});

export const qr = style({ display: 'block', width: '13.75rem', height: '13.75rem', maxWidth: '100%' });

export const howTo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

globalStyle(`${facts} > div`, { display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
globalStyle(`${facts} dt`, { fontSize: vars.font.size.xs, color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.font.weight.semibold });

export const waiting = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const waitingText = style({ flex: '1 1 12rem', minWidth: 0 });
