import { media, vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** The three counts side by side, stacked on a phone. */
export const summary = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The overdue count, framed in the danger colour while there is any. */
export const overdue = style({
  borderColor: vars.color.danger,
  boxShadow: `inset 4px 0 0 ${vars.color.danger}`,
});

export const filters = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  alignItems: 'end',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A job's deadline in the list: red while overdue. */
export const late = style({ color: vars.color.danger, fontWeight: vars.font.weight.semibold });

/** The queue's rows as cards below 1024 px. */
export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const cardHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const cardFacts = style({
  margin: `${vars.space.sm} 0`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});

/** The job's page: facts and actions beside each other on a wide screen. */
export const detail = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1023.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Label/value pairs of a job. */
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, auto) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  fontSize: vars.font.size.sm,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxs } },
});

export const term = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  '@media': { [media.mobile]: { marginBlockStart: vars.space.sm } },
});

export const value = style({ margin: 0, overflowWrap: 'anywhere', minWidth: 0 });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const twoFields = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** One label/value pair: its own element (a `dl` group) that lays out in the facts' grid. */
export const pair = style({ display: 'contents' });
