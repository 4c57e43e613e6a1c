export { Columns, type ColumnsElement, type ColumnsProps } from './Columns';
export { Column, type ColumnElement, type ColumnProps } from './Column';
export type { CollapseBelow, ColumnWidth, ColumnsAlign } from './Columns.css';
