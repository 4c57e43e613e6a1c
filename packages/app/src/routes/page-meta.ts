import { paths } from './paths';

/**
 * Every route's document title, and the description and link-preview text of the public pages.
 * One table, so the titles set in the browser, the prerendered HTML and the tests agree. A title
 * reads '<page> · Causeway' so tabs, history and screen readers tell pages apart; the landing page
 * keeps the brand line.
 */
export interface PageMeta {
  /** The page's own name, before ' · Causeway'. */
  readonly name: string;
  /** For crawlers and link previews: public pages only. */
  readonly description?: string;
}

export const brandTitle = 'Causeway — Bridging the digital gap';

export const pageMeta = {
  landing: {
    name: 'Causeway',
    description:
      'Causeway lets teams connect Facebook accounts and pages and publish posts, stories and reels, now or on a schedule, with a queue, a publish history and a calendar.',
  },
  pricing: {
    name: 'Pricing',
    description: 'Causeway plans for teams of every size: start free, pay monthly or save with annual billing.',
  },
  privacyPolicy: { name: 'Privacy Policy', description: 'How Causeway collects, uses and protects your data.' },
  termsOfService: { name: 'Terms of Service', description: 'The terms that govern your use of Causeway.' },
  faq: { name: 'FAQ', description: 'Answers to the questions teams ask most about Causeway.' },
  blog: { name: 'Blog', description: 'News, guides and ideas for teams that publish to social media with Causeway.' },
  blogPost: { name: 'Blog', description: 'From the Causeway blog.' },
  help: { name: 'Help Center', description: 'Guides and answers for getting the most out of Causeway.' },

  login: { name: 'Log In', description: 'Log in to Causeway.' },
  register: { name: 'Sign Up', description: 'Create your Causeway account.' },
  forgotPassword: { name: 'Forgot Password' },
  passwordReset: { name: 'Reset Password' },
  verifyEmail: { name: 'Verify Email' },
  googleSignIn: { name: 'Sign In with Google' },
  comingSoon: { name: 'Coming Soon' },

  home: { name: 'Home' },
  publish: { name: 'Publish Post' },
  publishStory: { name: 'Publish Story' },
  publishReel: { name: 'Publish Reel' },
  drafts: { name: 'Drafts' },
  queues: { name: 'Queue' },
  publishHistory: { name: 'Publish History' },
  bulkDelete: { name: 'Bulk Delete' },
  calendar: { name: 'Calendar' },
  analytics: { name: 'Analytics' },

  personal: { name: 'Personal' },
  security: { name: 'Security' },
  plan: { name: 'Purchase Plan' },
  billing: { name: 'Billing' },
  notification: { name: 'Notification' },
  teamManagement: { name: 'Team Management' },
  manageSocialAccount: { name: 'Manage Social Account' },

  controlTower: { name: 'Control Tower' },
  checkout: { name: 'Checkout' },
} as const satisfies Record<string, PageMeta>;

export type PageKey = keyof typeof pageMeta;

/** The document title of a page: the brand line on the landing page, '<name> · Causeway' elsewhere. */
export function pageTitle(key: PageKey, detail?: string): string {
  if (key === 'landing') return brandTitle;
  const name = detail ?? pageMeta[key].name;
  return `${name} · Causeway`;
}

/** The public paths crawlers may list (the sitemap), with their page. */
export const publicPages = [
  [paths.landing, 'landing'],
  [paths.pricing, 'pricing'],
  [paths.faq, 'faq'],
  [paths.blog, 'blog'],
  [paths.help, 'help'],
  [paths.privacyPolicy, 'privacyPolicy'],
  [paths.termsOfService, 'termsOfService'],
  [paths.login, 'login'],
  [paths.register, 'register'],
] as const satisfies readonly (readonly [string, PageKey])[];
