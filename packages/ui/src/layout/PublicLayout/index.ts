export { PublicLayout, mainContentId, type PublicLayoutProps } from './PublicLayout';
export { publicColumn } from './column.css';
