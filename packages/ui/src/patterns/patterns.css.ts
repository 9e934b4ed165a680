import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** Layouts of the composed screens in the 'Padrões' stories (Storybook only). */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const pageSubtitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/** Four stat cards in a row on desktop, two on tablets, one on phones. */
export const statGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
});

/** Plan cards: as many columns as fit (four on desktop), one on phones; room for the 'Mais popular' badge. */
export const planGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(13.5rem, 1fr))',
  alignItems: 'stretch',
  paddingBlockStart: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: vars.space['2xl'] } },
});
