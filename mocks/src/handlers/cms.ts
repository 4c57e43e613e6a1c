import { apiPaths } from '@causeway/api-client/paths';
import { http } from 'msw';
import { db } from '../db';
import type { CmsPageRecord } from '../records';
import { route } from './support/api-request';
import { notFound, ok } from './support/respond';

/* Content pages are open to visitors: no token is read. */

function pageReply(page: CmsPageRecord | undefined) {
  if (!page) return notFound('Page not found.');
  return ok({ title: page.title, last_updated: page.last_updated, intro: page.intro, body: page.body });
}

function cmsPage(slug: string) {
  return () => pageReply(db.cmsPages.findFirst((q) => q.where({ slug })));
}

export const cmsHandlers = [
  http.get(route(apiPaths.cms.privacyPolicy), cmsPage('privacy-policy')),
  http.get(route(apiPaths.cms.termsOfService), cmsPage('terms-of-service')),
  // The FAQ body is JSON text of its sections, as a CMS text field holds it.
  http.get(route(apiPaths.cms.faq), cmsPage('faq')),
  http.get(route(apiPaths.cms.blogPosts), () => {
    const posts = db.blogPosts.all().sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
    return ok({ count: posts.length, next: null, previous: null, results: posts });
  }),
];
