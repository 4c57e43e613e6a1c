import { z } from 'zod/mini';
import { idSchema, jsonOrText, listReply, orNull, textSchema } from './common';

/** GET /cms/pages/privacy-policy/ and /cms/pages/terms-of-service/: the body is HTML (sanitised before it is shown). */
export const cmsPageSchema = z.object({
  title: z.string(),
  last_updated: orNull(z.string()),
  body: textSchema,
  intro: orNull(z.string()),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

export const faqItemSchema = z.object({ question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqSectionSchema = z.object({ section_title: z.string(), faq_items: z.array(faqItemSchema) });
export type FaqSection = z.infer<typeof faqSectionSchema>;

/** GET /cms/pages/faq/: the body is a JSON list of sections, as JSON text or already decoded. */
export const faqPageSchema = z.extend(cmsPageSchema, { body: jsonOrText(z.array(faqSectionSchema)) });
export type FaqPage = z.infer<typeof faqPageSchema>;

/** A blog post. A post's slug is the next-to-last segment of url_path ('/blog/my-post/' → 'my-post'). */
export const blogPostSchema = z.object({
  id: idSchema,
  title: z.string(),
  url_path: z.string(),
  date: orNull(z.string()),
  reading_time: orNull(z.union([z.number(), z.string()])),
  author_name: orNull(z.string()),
  intro: orNull(z.string()),
  body: textSchema,
  featured_image_url: orNull(z.string()),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /cms/blog-posts/: a `results` list (a bare list is accepted too). */
export const blogPostsReplySchema = listReply(blogPostSchema, ['results']);
