import { vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** A validity still far from its end: secondary text beside the result badge. */
export const validity = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

/** A row of stat cards that wraps to one per line on a phone (the dashboards' monitoring cards). */
export const cardRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});
