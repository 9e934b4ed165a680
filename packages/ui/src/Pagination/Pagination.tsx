import { paginationWindow } from '@certidao/domain';
import { type HTMLAttributes, type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { Link } from '../Link';
import { visuallyHidden } from '../theme/utilities.css';
import { cx } from '../utils';
import * as styles from './Pagination.css';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** A página atual, a partir de 1. */
  page: number;
  /** Quantas páginas existem; com 1 ou menos, nada é renderizado. */
  totalPages: number;
  /** Chamada com a página de destino (modo botões). */
  onPageChange?: (page: number) => void;
  /**
   * Modo links: o `href` de cada página (ex.: `?pagina=3`), para que as páginas sejam links do roteador que
   * abrem em nova aba. Sem ele, as páginas são botões que chamam `onPageChange`.
   */
  getPageHref?: (page: number) => string;
  /** Desabilita todos os controles (ex.: enquanto a próxima página carrega). */
  isDisabled?: boolean;
  /** Nome do marco de navegação. */
  'aria-label'?: string;
}

type ControlKind = 'previous' | 'next' | 'page';

/**
 * Page navigation for lists: 'Anterior', the first and last pages, the pages within 1 of
 * the current one with ellipses between, and 'Próxima'. The current page has
 * `aria-current="page"`. When the control that was used disappears or is disabled (e.g.
 * 'Próxima' on reaching the last page), focus moves to the current page.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  getPageHref,
  isDisabled = false,
  className,
  'aria-label': ariaLabel = 'Paginação',
  ...props
}: PaginationProps) {
  const listRef = useRef<HTMLUListElement>(null);
  /** Set when a control of this pagination was used, until the new page has rendered. */
  const usedControl = useRef(false);
  const items = paginationWindow(page, totalPages);
  const current = Math.min(Math.max(Math.trunc(page) || 1, 1), Math.max(totalPages, 1));

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (!usedControl.current) return;
    usedControl.current = false;
    const active = document.activeElement;
    const lost = !active || active === document.body || (active as HTMLButtonElement).disabled;
    if (lost) listRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [current]);

  if (items.length <= 1) return null;

  const control = (kind: ControlKind, target: number, content: ReactNode) => {
    const isCurrent = kind === 'page' && target === current;
    const isUnavailable = target < 1 || target > totalPages;
    const common = {
      className: kind === 'page' ? styles.pageRecipe({ current: isCurrent }) : styles.step,
      'aria-label': kind === 'page' ? `Página ${target}` : undefined,
      'aria-current': isCurrent ? ('page' as const) : undefined,
      isDisabled: isDisabled || isUnavailable,
    };
    const markUsed = () => {
      usedControl.current = true;
    };
    if (getPageHref && !isUnavailable) {
      return (
        <Link
          {...common}
          href={getPageHref(target)}
          buttonVariant={isCurrent ? 'primary' : 'ghost'}
          buttonSize="sm"
          onPress={markUsed}
        >
          {content}
        </Link>
      );
    }
    return (
      <Button
        {...common}
        variant={isCurrent ? 'primary' : 'ghost'}
        size="sm"
        onPress={() => {
          if (isCurrent) return;
          markUsed();
          onPageChange?.(target);
        }}
      >
        {content}
      </Button>
    );
  };

  return (
    <nav {...props} aria-label={ariaLabel} className={cx(styles.pagination, className)}>
      <ul ref={listRef} className={styles.list}>
        <li>
          {control(
            'previous',
            current - 1,
            <>
              <ChevronLeftIcon />
              <span className={styles.stepLabel}>Anterior</span>
            </>,
          )}
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis has no identity of its own
            <li key={`ellipsis-${index}`} className={styles.ellipsis}>
              <span aria-hidden="true">…</span>
              <span className={visuallyHidden}>Mais páginas</span>
            </li>
          ) : (
            <li key={item}>{control('page', item, item)}</li>
          ),
        )}
        <li>
          {control(
            'next',
            current + 1,
            <>
              <span className={styles.stepLabel}>Próxima</span>
              <ChevronRightIcon />
            </>,
          )}
        </li>
      </ul>
    </nav>
  );
}
