import { paths } from './paths';

/**
 * Every route's document title: one table, so the titles set in the browser, the prerendered HTML and
 * the tests agree. A title reads '<page> · Causeway' so tabs, history and screen readers tell pages
 * apart; the landing page keeps the brand line. (What crawlers read of the public pages is in
 * page-descriptions.ts: the running app never needs it.)
 */
export interface PageMeta {
  /** The page's own name, before ' · Causeway'. */
  readonly name: string;
}

export const brandTitle = 'Causeway — Bridging the digital gap';

export const pageMeta = {
  landing: { name: 'Causeway' },
  pricing: { name: 'Pricing' },
  privacyPolicy: { name: 'Privacy Policy' },
  termsOfService: { name: 'Terms of Service' },
  faq: { name: 'FAQ' },
  blog: { name: 'Blog' },
  blogPost: { name: 'Blog' },
  help: { name: 'Help Center' },
  login: { name: 'Log In' },
  register: { name: 'Sign Up' },
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
