import {
  DisclosureGroup as RACDisclosureGroup,
  type DisclosureGroupProps as RACDisclosureGroupProps,
} from 'react-aria-components';
import { composeClassName } from '../utils';
import * as styles from './Accordion.css';

export interface AccordionProps extends Omit<RACDisclosureGroupProps, 'render'> {
  /** Lets several items be open at once. Off by default: one open item at a time (the FAQ). */
  allowsMultipleExpanded?: boolean;
}

/**
 * A list of `Disclosure` items in one box: React Aria `DisclosureGroup`. By default only one item
 * is open at a time, and pressing the open item closes it (all can be closed). Give each item an
 * `id`; `defaultExpandedKeys`/`expandedKeys` refer to those ids.
 */
export function Accordion({ allowsMultipleExpanded = false, className, ...props }: AccordionProps) {
  return (
    <RACDisclosureGroup
      {...props}
      allowsMultipleExpanded={allowsMultipleExpanded}
      className={composeClassName(className, styles.accordion)}
    />
  );
}
