export { BlogPostScreen, blogBackLink, type BlogPostScreenProps, type BlogPostStatus } from './BlogPostScreen';
export type { BlogPostContent } from '../parts/content-types';
