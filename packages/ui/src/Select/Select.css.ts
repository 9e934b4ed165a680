import { style } from '@vanilla-extract/css';
import { field, input } from '../Field/fieldStyles.css';
import { vars } from '../theme/contract.css';

export const select = style([field]);

/** The trigger looks like the other inputs and opens the list. */
export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    paddingInlineEnd: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    },
  },
]);

/** The field is invalid (the state lives on the Select, not on its button). */
export const triggerInvalid = style({
  borderColor: vars.color.danger,
  selectors: {
    '&[data-focused]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSubtle },
  },
});

export const chevron = style({
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  color: vars.color.textMuted,
});

/** The popover list is at least as wide as the trigger and at most 18rem tall. */
export const listBox = style({ maxHeight: '18rem' });
