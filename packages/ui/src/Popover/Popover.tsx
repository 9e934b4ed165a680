import { Popover as RACPopover, type PopoverProps as RACPopoverProps } from 'react-aria-components';
import { composeClassName } from '../utils';
import * as styles from './Popover.css';

export interface PopoverProps extends Omit<RACPopoverProps, 'render'> {
  /** Onde o popover abre em relação ao gatilho (`bottom start` por padrão); vira sozinho se faltar espaço. */
  placement?: RACPopoverProps['placement'];
}

/**
 * A floating panel anchored to its trigger: React Aria `Popover` (positioning, flipping, dismissal
 * with Escape or an outside click, focus containment). Select and ComboBox put their option list in
 * it; it is rendered in a portal and gets the tokens from the theme class on `<html>`.
 */
export function Popover({ offset = 4, className, ...props }: PopoverProps) {
  return <RACPopover {...props} offset={offset} className={composeClassName(className, styles.popover)} />;
}
