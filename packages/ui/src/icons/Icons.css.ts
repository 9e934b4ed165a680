import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Styles of the icon gallery story. */
export const iconGallery = {
  list: style({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
    gap: vars.space.sm,
    padding: 0,
    listStyle: 'none',
  }),
  item: style({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
  }),
  icon: style({ width: '1.5rem', height: '1.5rem' }),
  name: style({ fontSize: vars.font.size.xs, color: vars.color.textMuted }),
};
