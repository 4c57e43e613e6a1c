/**
 * The seed's content as plain data, for stories and tests that render it without the mock backend
 * (`@causeway/mocks/fixtures`). Nothing here has a runtime: no db, no msw.
 */
export {
  blogPosts,
  daysBefore,
  faqPage,
  privacyPolicyPage,
  termsPage,
  type BlogPostData,
  type BlogPostsData,
  type CmsPageData,
  type DayBefore,
  type FaqItemData,
  type FaqPageData,
  type FaqSectionData,
} from './seed/cms-content';
