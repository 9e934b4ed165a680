import { Popover as RACPopover, type PopoverProps as RACPopoverProps } from 'react-aria-components';
import { composeClassName } from '../utils';
import * as styles from './Popover.css';

export type PopoverProps = Omit<RACPopoverProps, 'render'>;

/**
 * A floating panel anchored to its trigger: React Aria `Popover` (positioning, flipping, dismissal
 * with Escape or an outside click, focus containment). Select and ComboBox put their option list in
 * it; it is rendered in a portal and gets the tokens from the theme class on `<html>`.
 */
export function Popover({ offset = 4, className, ...props }: PopoverProps) {
  return <RACPopover {...props} offset={offset} className={composeClassName(className, styles.popover)} />;
}
