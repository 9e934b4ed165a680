import { formLayout, media, vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The back office's form layout (packages/ui). */
export const { form, fieldRow } = formLayout;
export const formActions = formLayout.actions;

/** A URL, an event type or a secret prefix: monospace, wrapping anywhere rather than widening its box. */
export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

/** A long id (an event's): smaller, so it usually fits a phone's line. */
export const smallCode = style([code, { fontSize: vars.font.size.xs }]);

/** The shown-once secret: the warning above the value. */
export const secret = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** 'Como integrar': a few lines of text with the link. */
export const howTo = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

export const inlineCode = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

// ─── Endpoints (a list of rows, the same on a phone) ───

export const endpointList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const endpointItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const endpointMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const endpointUrl = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.semibold,
});

/** Event names as small badges that wrap. */
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// ─── Forms ───

/** The events to choose: one per line with its description, two columns on wide dialogs. */
export const eventOptions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.sm,
});

// ─── Endpoint page ───

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

globalStyle(`${fact} dt`, { fontSize: vars.font.size.sm, color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: 0, overflowWrap: 'anywhere' });

/** A fact that takes the whole row (the URL, the events). */
export const wideFact = style([fact, { gridColumn: '1 / -1' }]);

export const actionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The on/off switch sits apart from the buttons, at the start of the bar. */
export const switchSlot = style({ marginInlineEnd: 'auto' });

// ─── Delivery log ───

/** A value with its details under it (a status and its attempts, an event and its ids). */
export const stacked = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

/** An event type or id under its name: small, muted, on one line (they have no spaces to break at). */
export const codeMuted = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

/** A short excerpt of the receiver's answer (or the failure's reason): at most two lines. */
export const excerpt = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxWidth: '16rem',
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
});

// ─── Delivery details ───

export const attempts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const attempt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const attemptHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const attemptTitle = style({ fontWeight: vars.font.weight.semibold });

export const attemptFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  fontSize: vars.font.size.sm,
});

globalStyle(`${attemptFacts} dt`, { color: vars.color.textMuted });
globalStyle(`${attemptFacts} dd`, { margin: 0 });

export const attemptError = style({ margin: 0, fontSize: vars.font.size.sm });

/**
 * A JSON body or an answer's excerpt: monospace, wrapping anywhere rather than widening the dialog. It never
 * scrolls on its own (the dialog does), so the keyboard reaches all of it with no focusable box.
 */
export const payload = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
