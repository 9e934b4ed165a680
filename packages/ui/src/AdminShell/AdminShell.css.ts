import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The page area: the page's blocks (PageHeader, Cards…) stacked with the standard gap. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

/**
 * Extra top-bar content (e.g. the user's name): pushed to the end, next to 'Sair', and cut with an
 * ellipsis when the bar is narrow. The padding leaves room for focus rings of controls inside.
 */
export const topBarContent = style({
  display: 'block',
  minWidth: 0,
  padding: vars.space.xs,
  overflow: 'hidden',
  textAlign: 'end',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
