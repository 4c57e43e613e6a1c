export { Table, type TableColumn, type TableEmptyState, type TableProps } from './Table';
