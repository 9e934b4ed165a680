export type { PaginationProps } from './Pagination';
export { Pagination } from './Pagination';
