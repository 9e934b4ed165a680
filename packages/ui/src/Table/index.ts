export type { SortDescriptor } from 'react-aria-components';
export { sortItems, useSortedRows } from './sortItems';
export type { CellProps, ColumnProps, RowProps, TableBodyProps, TableHeaderProps, TableProps } from './Table';
export { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';
