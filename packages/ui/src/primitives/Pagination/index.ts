export { Pagination, type PaginationProps } from './Pagination';
export { clampPage, defaultPageSize, maxPageNumbers, pageCount, pageSlice, visiblePages } from './pagination';
