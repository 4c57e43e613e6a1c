export { BlogListScreen, type BlogListScreenProps } from './BlogListScreen';
export type { BlogPostSummary } from '../parts/content-types';
