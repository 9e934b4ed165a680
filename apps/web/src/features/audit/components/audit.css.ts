import { vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'end',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

/**
 * Secondary text; in a table cell it is the e-mail, which breaks anywhere (at least 11rem wide) so a long
 * address neither widens the table past a 1280 px screen nor shrinks to a sliver on a phone.
 */
export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: {
    'td &': { display: 'inline-block', minWidth: '11rem', overflowWrap: 'anywhere' },
  },
});
