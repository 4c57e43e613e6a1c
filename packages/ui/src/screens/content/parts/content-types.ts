/**
 * The content the public pages show, shaped like the CMS replies (publishing §3) so the app can pass
 * them straight through.
 */

/** A CMS page: privacy policy, terms of service (the body is HTML). */
export interface CmsPageContent {
  title: string;
  last_updated?: string | null;
  intro?: string | null;
  body: string;
}

export interface FaqItemContent {
  question: string;
  /** Plain text or HTML; shown sanitised. */
  answer: string;
}

export interface FaqSectionContent {
  section_title: string;
  faq_items: readonly FaqItemContent[];
}

/** The FAQ page: a CMS page whose body is a list of sections. */
export interface FaqPageContent {
  title: string;
  last_updated?: string | null;
  intro?: string | null;
  sections: readonly FaqSectionContent[];
}

export interface BlogPostSummary {
  id: string | number;
  title: string;
  url_path: string;
  date?: string | null;
  /** Minutes, or a text such as '5 min'. */
  reading_time?: number | string | null;
  author_name?: string | null;
  intro?: string | null;
  featured_image_url?: string | null;
}

export interface BlogPostContent extends BlogPostSummary {
  /** HTML; shown sanitised. */
  body: string;
}
