import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/**
 * Story-only helpers for navigation and overlay stories (Menu, Tabs, Sidebar, TopBar, dialogs)
 * and the 'Padrões' pages: sample page content inside the application shell.
 */
export const shellDemo = {
  /** Triggers with room around them for tooltips and popovers. */
  spacious: style({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['3xl'],
    padding: vars.space['3xl'],
  }),
  /** A white card wide enough for tabs and lists. */
  panelWide: style({
    width: '100%',
    maxWidth: '40rem',
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
  }),
  /** Tooltips on four sides: wide gaps so they never overlap the neighbours. */
  placements: style({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: `calc(2 * ${vars.space['4xl']})`,
    padding: vars.space['4xl'],
  }),
  pageTitle: style({
    fontSize: vars.font.size['2xl'],
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
  }),
  pageDescription: style({
    marginBlockStart: vars.space.xs,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
  }),
  /** A white panel holding a list. */
  panel: style({
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
    overflow: 'hidden',
  }),
  /** A panel holding a list and its footer, at a typical content width. */
  panelList: style({
    width: '100%',
    maxWidth: '44rem',
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
    overflow: 'hidden',
  }),
  /** A list of rows inside a panel. */
  rows: style({ margin: 0, padding: 0, listStyle: 'none' }),
  row: style({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.lg,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBlockEnd: 'none' } },
  }),
  rowMain: style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }),
  rowTitle: style({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
  rowText: style({
    overflow: 'hidden',
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
  rowMeta: style({
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    '@media': { [media.mobile]: { display: 'none' } },
  }),
  /** Footer of a panel: summary text and pagination. */
  panelFooter: style({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    borderBlockStart: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceSunken,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
  }),
  /** Definition-like pairs (profile data). */
  details: style({
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${vars.space.sm} ${vars.space.xl}`,
    margin: 0,
    fontSize: vars.font.size.sm,
  }),
  term: style({ color: vars.color.textMuted }),
  value: style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weight.medium }),
  /** Body text in dialogs and panels. */
  text: style({
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
  }),
  /** Stage for a full shell story. */
  canvas: style({ minHeight: '100dvh' }),
};
