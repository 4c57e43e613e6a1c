export { BlogListScreen, type BlogListScreenProps } from './BlogListScreen';
export type { BlogPostSummary, ContentStatus } from '../parts/content-types';
