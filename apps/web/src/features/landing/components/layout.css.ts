import { media, vars } from '@certidao/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/** Height of the fixed header; anchors scroll to just below it. */
export const HEADER_HEIGHT = '4.5rem';

/** The page's content column. */
export const container = style({
  width: '100%',
  maxWidth: '75rem',
  marginInline: 'auto',
  paddingInline: 'clamp(1rem, 4vw, 2rem)',
});

const sectionBase = style({ paddingBlock: 'clamp(3.5rem, 8vw, 6rem)' });

/** A full-width band of the page, on the page background or on white. */
export const section = styleVariants({
  page: [sectionBase, { backgroundColor: vars.color.bg }],
  surface: [sectionBase, { backgroundColor: vars.color.surface }],
});

/** Eyebrow, title and lead of a section, centred. */
export const sectionHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '46rem',
  marginInline: 'auto',
  marginBlockEnd: 'clamp(2rem, 5vw, 3.5rem)',
  textAlign: 'center',
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const sectionTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: 'clamp(1.75rem, 1.2rem + 2.2vw, 2.5rem)',
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.relaxed,
  '@media': { [media.mobile]: { fontSize: vars.font.size.md } },
});
