export { BlogPostScreen, blogBackLink, type BlogPostScreenProps } from './BlogPostScreen';
export type { BlogPostContent } from '../parts/content-types';
