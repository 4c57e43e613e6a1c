import type { PageKey } from './page-meta';

/** What crawlers and link previews say of each public page (the description and Open Graph text). */
export const pageDescriptions: Partial<Record<PageKey, string>> = {
  landing:
    'Causeway lets teams connect Facebook accounts and pages and publish posts, stories and reels, now or on a schedule, with a queue, a publish history and a calendar.',
  pricing: 'Causeway plans for teams of every size: start free, pay monthly or save with annual billing.',
  privacyPolicy: 'How Causeway collects, uses and protects your data.',
  termsOfService: 'The terms that govern your use of Causeway.',
  faq: 'Answers to the questions teams ask most about Causeway.',
  blog: 'News, guides and ideas for teams that publish to social media with Causeway.',
  blogPost: 'From the Causeway blog.',
  help: 'Guides and answers for getting the most out of Causeway.',
  login: 'Log in to Causeway.',
  register: 'Create your Causeway account.',
};
