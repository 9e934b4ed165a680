import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import {
  Collection,
  composeRenderProps,
  Cell as RACCell,
  type CellProps as RACCellProps,
  Column as RACColumn,
  type ColumnProps as RACColumnProps,
  Row as RACRow,
  type RowProps as RACRowProps,
  Table as RACTable,
  TableBody as RACTableBody,
  type TableBodyProps as RACTableBodyProps,
  TableHeader as RACTableHeader,
  type TableHeaderProps as RACTableHeaderProps,
  type TableProps as RACTableProps,
  useTableOptions,
} from 'react-aria-components';
import { EmptyState } from '../EmptyState';
import { ChevronDownIcon, ChevronsUpDownIcon, ChevronUpIcon } from '../icons';
import { Spinner } from '../Spinner';
import { visuallyHidden } from '../theme/utilities.css';
import { composeClassName, cx } from '../utils';
import { SelectionCheckbox } from './SelectionCheckbox';
import * as styles from './Table.css';

export interface TableProps extends Omit<RACTableProps, 'render'> {
  /** Classe do contêiner de rolagem em volta da tabela. */
  containerClassName?: string;
  /** Nome da tabela para leitores de tela ('Solicitações recentes'). */
  'aria-label'?: string;
  /** Coluna e direção da ordenação atual (uso controlado, junto com `onSortChange`). */
  sortDescriptor?: RACTableProps['sortDescriptor'];
  /** Chamada com a nova ordenação ao clicar num cabeçalho ordenável. */
  onSortChange?: RACTableProps['onSortChange'];
  /** `single` ou `multiple` para linhas selecionáveis; sem ele, as linhas não têm seleção. */
  selectionMode?: RACTableProps['selectionMode'];
  /** `toggle` (padrão): cada clique marca ou desmarca; `replace`: clicar numa linha a escolhe no lugar da anterior. */
  selectionBehavior?: RACTableProps['selectionBehavior'];
  /** Linhas selecionadas (uso controlado, junto com `onSelectionChange`). */
  selectedKeys?: RACTableProps['selectedKeys'];
  /** Chamada com as linhas selecionadas a cada mudança. */
  onSelectionChange?: RACTableProps['onSelectionChange'];
}

type ScrollEdges = { start: boolean; end: boolean; width: number };

/**
 * Which ends of the scroll container hide columns: `start` once the reader has scrolled (the pinned first
 * column then casts its shadow), `end` while columns remain to the right. Tracks scrolling and resizing.
 */
function useScrollEdges() {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false, width: 0 });
  const update = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const max = box.scrollWidth - box.clientWidth;
    // Half a pixel of slack: zoomed pages report fractional scroll positions.
    const next = { start: box.scrollLeft > 0.5, end: box.scrollLeft < max - 0.5, width: box.clientWidth };
    setEdges((old) =>
      old.start === next.start && old.end === next.end && old.width === next.width ? old : next,
    );
  }, []);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [update]);
  return { ref, edges, update };
}

/**
 * A data table: React Aria `Table` (grid keyboard navigation, sorting with `sortDescriptor` and
 * `onSortChange`, row selection with `selectionMode`, row actions). Name it with `aria-label` or
 * `aria-labelledby`. Compose it from `TableHeader`, `Column`, `TableBody`, `Row` and `Cell`; sort
 * the rows with `sortItems`. With `selectionMode` the checkboxes are added automatically.
 *
 * On a screen narrower than the table (a 390 px phone) the table scrolls sideways inside its box, opens at
 * its first column, and keeps that column (with the selection checkboxes) pinned at the left edge: a shadow
 * under the pinned column and at the right edge shows that more columns are hidden
 * (`data-scroll-start` / `data-scroll-end` on the box). Put the column that names the row first.
 */
export function Table({ containerClassName, className, ...props }: TableProps) {
  const { ref, edges, update } = useScrollEdges();
  return (
    <div
      ref={ref}
      onScroll={update}
      data-scroll-start={edges.start || undefined}
      data-scroll-end={edges.end || undefined}
      // The visible width: the empty and loading states centre in it, not in the whole scrolling table.
      style={edges.width ? ({ '--table-box-width': `${edges.width}px` } as CSSProperties) : undefined}
      className={cx(styles.container, containerClassName)}
    >
      <RACTable {...props} className={composeClassName(className, styles.table)} />
    </div>
  );
}

export interface TableHeaderProps<T> extends Omit<RACTableHeaderProps<T>, 'render'> {
  /** Colunas, quando os cabeçalhos são gerados por função a partir delas. */
  columns?: RACTableHeaderProps<T>['columns'];
}

/** The header row. Adds the 'Selecionar tudo' column when the table has selection checkboxes. */
export function TableHeader<T extends object>({
  columns,
  children,
  className,
  ...props
}: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <RACTableHeader {...props} className={composeClassName(className, styles.header)}>
      {selectionBehavior === 'toggle' ? (
        <RACColumn className={cx(styles.column, styles.selectionCell)} textValue="Seleção">
          {selectionMode === 'multiple' ? (
            <SelectionCheckbox />
          ) : (
            <span className={visuallyHidden}>Seleção</span>
          )}
        </RACColumn>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </RACTableHeader>
  );
}

export interface ColumnProps extends Omit<RACColumnProps, 'render'> {
  /** Esta coluna nomeia a linha para leitores de tela (ex.: o número do pedido). */
  isRowHeader?: boolean;
  /** Permite ordenar a tabela por esta coluna (clique no cabeçalho). */
  allowsSorting?: boolean;
}

/**
 * A column header. With `allowsSorting` it shows the sort direction (also exposed as `aria-sort`)
 * and sorts on click, or with Enter when focused with the arrow keys.
 */
export function Column({ className, children, ...props }: ColumnProps) {
  return (
    <RACColumn
      {...props}
      className={composeClassName(className, ({ allowsSorting }) =>
        cx(styles.column, allowsSorting && styles.sortableColumn),
      )}
    >
      {composeRenderProps(children, (children, { allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          {children}
          {allowsSorting ? (
            <span className={styles.sortIcon} aria-hidden="true">
              {sortDirection === 'ascending' ? (
                <ChevronUpIcon />
              ) : sortDirection === 'descending' ? (
                <ChevronDownIcon />
              ) : (
                <ChevronsUpDownIcon />
              )}
            </span>
          ) : null}
        </span>
      ))}
    </RACColumn>
  );
}

export interface TableBodyProps<T> extends Omit<RACTableBodyProps<T>, 'render'> {
  /** Mostrado quando não há linhas ('Nenhuma solicitação encontrada'); texto ou qualquer conteúdo. */
  emptyState?: ReactNode;
  /**
   * Mostra 'Carregando...' no lugar do estado vazio enquanto as primeiras linhas carregam (sem passar
   * linhas).
   */
  isLoading?: boolean;
  /** Linhas da tabela, quando geradas por função a partir dos dados. */
  items?: RACTableBodyProps<T>['items'];
}

/** The rows, with the empty and loading states. */
export function TableBody<T extends object>({
  emptyState = 'Nenhum registro encontrado',
  isLoading = false,
  renderEmptyState,
  className,
  ...props
}: TableBodyProps<T>) {
  return (
    <RACTableBody
      {...props}
      data-loading={isLoading || undefined}
      className={composeClassName(className, styles.body)}
      renderEmptyState={(renderProps) => (
        <div className={styles.visibleState}>
          {isLoading ? (
            <div className={styles.loading}>
              <Spinner showLabel />
            </div>
          ) : renderEmptyState ? (
            renderEmptyState(renderProps)
          ) : typeof emptyState === 'string' ? (
            <EmptyState size="sm" title={emptyState} />
          ) : (
            emptyState
          )}
        </div>
      )}
    />
  );
}

export interface RowProps<T> extends Omit<RACRowProps<T>, 'render'> {
  /** Colunas, quando as células são geradas por função a partir delas. */
  columns?: RACRowProps<T>['columns'];
}

/** A row. Adds its selection checkbox when the table has them. */
export function Row<T extends object>({ id, columns, children, className, ...props }: RowProps<T>) {
  const { selectionBehavior } = useTableOptions();
  return (
    <RACRow id={id} {...props} className={composeClassName(className, styles.row)}>
      {selectionBehavior === 'toggle' ? (
        <RACCell className={cx(styles.cell, styles.selectionCell)}>
          <SelectionCheckbox />
        </RACCell>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </RACRow>
  );
}

export interface CellProps extends Omit<RACCellProps, 'render'> {}

/** A cell. */
export function Cell({ className, ...props }: CellProps) {
  return <RACCell {...props} className={composeClassName(className, styles.cell)} />;
}
