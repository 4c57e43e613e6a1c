import { fallbacks } from '@causeway/api-client';
import { apiPaths } from '@causeway/api-client/paths';
import { demo } from '../seed/demo';
import { answer, fallbackScenario } from './answers';
import type { Scenario } from './types';

const publicPages = (text: string) => `Public pages: '${text}'`;

export const contentScenarios: Scenario[] = [
  fallbackScenario(
    'content.privacy-policy-failed',
    publicPages('Failed to load {title} content'),
    'get',
    apiPaths.cms.privacyPolicy,
    (api) => api.cms.privacyPolicy(),
    fallbacks.cms.privacyPolicy,
  ),
  fallbackScenario(
    'content.terms-failed',
    publicPages('Failed to load {title} content'),
    'get',
    apiPaths.cms.termsOfService,
    (api) => api.cms.termsOfService(),
    fallbacks.cms.termsOfService,
  ),
  fallbackScenario(
    'content.faq-failed',
    publicPages('Failed to load FAQ content'),
    'get',
    apiPaths.cms.faq,
    (api) => api.cms.faq(),
    fallbacks.cms.faq,
  ),
  fallbackScenario(
    'content.blog-failed',
    publicPages('Failed to load blog posts'),
    'get',
    apiPaths.cms.blogPosts,
    (api) => api.cms.blogPosts(),
    fallbacks.cms.blogPosts,
  ),
  {
    id: 'content.blog-post-not-found',
    area: 'content',
    description: publicPages('Blog post not found'),
    handlers: [answer('get', apiPaths.cms.blogPosts, 200, { count: 0, next: null, previous: null, results: [] })],
    probe: { call: (api) => api.cms.blogPost(demo.blogSlug), outcome: { value: null } },
  },
];
