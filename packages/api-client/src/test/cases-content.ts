import { expect } from 'vitest';
import type { EndpointCase } from './endpoint-case';

export const bulkDeleteCases: EndpointCase[] = [
  {
    name: 'bulkDelete.batches',
    method: 'GET',
    path: '/facebook/page/post-batches/',
    call: (api) => api.bulkDelete.batches({ team_id: 7, page_id: '11' }),
    query: { team_id: '7', page_id: '11' },
    reply: [{ id: 61, page_id: '11', page_name: 'Bakery', status: 'fetched', total_ids: 120 }],
    result: [
      {
        id: '61',
        page_id: '11',
        page_name: 'Bakery',
        status: 'fetched',
        total_ids: 120,
        oldest_created_time: null,
        latest_created_time: null,
      },
    ],
  },
  {
    name: 'bulkDelete.fetchPostIds',
    method: 'POST',
    path: '/facebook/page/get-post-ids/',
    call: (api) => api.bulkDelete.fetchPostIds({ team_id: 7, page_id: 11 }),
    json: { team_id: '7', page_id: '11' },
    reply: { existing_batch_id: 61, message: 'A batch already exists' },
    result: { existing_batch_id: '61', batch_id: null, total_ids: null, message: 'A batch already exists' },
  },
  {
    name: 'bulkDelete.deleteBatch',
    method: 'POST',
    path: '/facebook/page/delete-batch/',
    call: (api) => api.bulkDelete.deleteBatch({ team_id: 7, page_id: 11, batch_id: 61 }),
    json: { team_id: '7', page_id: '11', batch_id: '61' },
    reply: { deleted_count: 120 },
    result: { deleted_count: 120, message: null },
  },
];

const faqSections = [{ section_title: 'General', faq_items: [{ question: 'What is it?', answer: 'A tool.' }] }];
const blogPost = { id: 1, title: 'Hello', url_path: '/blog/hello-world/', body: '<p>Hi</p>' };

export const cmsCases: EndpointCase[] = [
  {
    name: 'cms.privacyPolicy',
    method: 'GET',
    path: '/cms/pages/privacy-policy/',
    call: (api) => api.cms.privacyPolicy(),
    reply: { title: 'Privacy Policy', last_updated: '2025-01-01', body: '<p>Policy</p>', intro: 'Intro' },
    result: { title: 'Privacy Policy', last_updated: '2025-01-01', body: '<p>Policy</p>', intro: 'Intro' },
  },
  {
    name: 'cms.termsOfService',
    method: 'GET',
    path: '/cms/pages/terms-of-service/',
    call: (api) => api.cms.termsOfService(),
    reply: { title: 'Terms of Service', body: '<p>Terms</p>' },
    result: { title: 'Terms of Service', last_updated: null, body: '<p>Terms</p>', intro: null },
  },
  {
    name: 'cms.faq',
    method: 'GET',
    path: '/cms/pages/faq/',
    call: (api) => api.cms.faq(),
    reply: { title: 'FAQ', body: JSON.stringify(faqSections) },
    result: { title: 'FAQ', last_updated: null, body: faqSections, intro: null },
  },
  {
    name: 'cms.blogPosts',
    method: 'GET',
    path: '/cms/blog-posts/',
    call: (api) => api.cms.blogPosts(),
    reply: { results: [blogPost] },
    result: [
      {
        id: '1',
        title: 'Hello',
        url_path: '/blog/hello-world/',
        date: null,
        reading_time: null,
        author_name: null,
        intro: null,
        body: '<p>Hi</p>',
        featured_image_url: null,
      },
    ],
  },
  {
    name: 'cms.blogPost (by slug)',
    method: 'GET',
    path: '/cms/blog-posts/',
    call: (api) => api.cms.blogPost('hello-world'),
    reply: { results: [{ ...blogPost, id: 2, url_path: '/blog/other/' }, blogPost] },
    result: expect.objectContaining({ id: '1', url_path: '/blog/hello-world/' }),
  },
];
