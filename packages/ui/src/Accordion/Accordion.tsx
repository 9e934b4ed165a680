import {
  DisclosureGroup as RACDisclosureGroup,
  type DisclosureGroupProps as RACDisclosureGroupProps,
} from 'react-aria-components';
import { composeClassName } from '../utils';
import * as styles from './Accordion.css';

export interface AccordionProps extends Omit<RACDisclosureGroupProps, 'render'> {
  /**
   * Permite vários itens abertos ao mesmo tempo. Desligado por padrão: um item aberto de cada vez (como nas
   * perguntas frequentes).
   */
  allowsMultipleExpanded?: boolean;
  /** Chaves dos itens que começam abertos (uso não controlado). */
  defaultExpandedKeys?: RACDisclosureGroupProps['defaultExpandedKeys'];
  /** Chamada com as chaves abertas sempre que um item abre ou fecha. */
  onExpandedChange?: RACDisclosureGroupProps['onExpandedChange'];
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
