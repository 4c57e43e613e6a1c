import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';

/** Public CMS content: cached like any server state, shared between the list and a post. */
export const contentQueries = {
  privacyPolicy: queryOptions({ queryKey: ['cms', 'privacy-policy'], queryFn: () => api.cms.privacyPolicy() }),
  termsOfService: queryOptions({ queryKey: ['cms', 'terms-of-service'], queryFn: () => api.cms.termsOfService() }),
  faq: queryOptions({ queryKey: ['cms', 'faq'], queryFn: () => api.cms.faq() }),
  blogPosts: queryOptions({ queryKey: ['cms', 'blog-posts'], queryFn: () => api.cms.blogPosts() }),
};
