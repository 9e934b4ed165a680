import { type ReactNode, useContext } from 'react';
import {
  DisclosureGroupStateContext,
  DisclosurePanel,
  Heading,
  Disclosure as RACDisclosure,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { Button } from '../Button';
import { ChevronDownIcon } from '../icons';
import { composeClassName } from '../utils';
import * as styles from './Disclosure.css';

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children' | 'render'> {
  /** O título sempre visível; é o texto do botão que abre o painel. */
  title: ReactNode;
  /** O conteúdo que abre e fecha. */
  children: ReactNode;
  /** Nível do título em volta do botão (3 por padrão). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Abre o painel (uso controlado, junto com `onExpandedChange`). */
  isExpanded?: boolean;
  /** Começa aberto (uso não controlado). */
  defaultExpanded?: boolean;
  /** Chamada ao abrir ou fechar o painel. */
  onExpandedChange?: (isExpanded: boolean) => void;
  /** Desabilita o botão que abre o painel. */
  isDisabled?: boolean;
}

/**
 * A section that opens and closes: React Aria `Disclosure` with a heading whose `Button` toggles it
 * (`aria-expanded`, Enter and Space) and a panel. Inside an `Accordion` it becomes one of its items
 * (give it an `id`).
 */
export function Disclosure({ title, children, headingLevel = 3, className, ...props }: DisclosureProps) {
  const inGroup = useContext(DisclosureGroupStateContext) !== null;
  return (
    <RACDisclosure
      {...props}
      className={composeClassName(
        className,
        styles.disclosureRecipe({ layout: inGroup ? 'grouped' : 'standalone' }),
      )}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" variant="ghost" className={styles.trigger}>
          <span>{title}</span>
          <ChevronDownIcon className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelContent}>{children}</div>
      </DisclosurePanel>
    </RACDisclosure>
  );
}
