export { PublicLayout, mainContentId, type PublicLayoutProps } from './PublicLayout';
export { publicColumn } from '../public-column.css';
export { PageSkeleton } from './PageSkeleton';
