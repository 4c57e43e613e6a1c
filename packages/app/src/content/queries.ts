import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';

export const contentKeys = {
  all: ['cms'] as const,
  page: (slug: 'privacy-policy' | 'terms-of-service' | 'faq') => [...contentKeys.all, 'page', slug] as const,
  blogPosts: () => [...contentKeys.all, 'blog-posts'] as const,
};

/** Public CMS content: cached like any server state; the blog list and a post share one list. */
export const contentQueries = {
  privacyPolicy: () =>
    queryOptions({ queryKey: contentKeys.page('privacy-policy'), queryFn: () => api.cms.privacyPolicy() }),
  termsOfService: () =>
    queryOptions({ queryKey: contentKeys.page('terms-of-service'), queryFn: () => api.cms.termsOfService() }),
  faq: () => queryOptions({ queryKey: contentKeys.page('faq'), queryFn: () => api.cms.faq() }),
  blogPosts: () => queryOptions({ queryKey: contentKeys.blogPosts(), queryFn: () => api.cms.blogPosts() }),
};
