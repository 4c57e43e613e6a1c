import { matchPath } from 'react-router';
import { paths } from './paths';

/**
 * The one table of pages: each page's key, its name and the addresses that show it. The document
 * titles, the prerendered HTML, the sitemap and the tests all read it, so they cannot disagree. A
 * new route adds its address to `paths.ts` and a row here (page-meta.test.ts fails on an address
 * with no page). What crawlers read of the public pages is in page-descriptions.ts: the running app
 * never needs it.
 */
interface PageRow {
  readonly key: string;
  /** The page's own name: the title reads '<name> · Causeway'. */
  readonly name: string;
  /** The route patterns that show the page; a pattern ending in `/*` is an area's catch-all. */
  readonly paths: readonly string[];
  /** Listed for crawlers (the sitemap), under its first path. */
  readonly isListed?: true;
}

const ct = paths.controlTower;
const team = paths.team;

const pageTable = [
  // Public pages, in the sitemap's order.
  { key: 'landing', name: 'Causeway', paths: [paths.landing, paths.index], isListed: true },
  { key: 'pricing', name: 'Pricing', paths: [paths.pricing], isListed: true },
  { key: 'faq', name: 'FAQ', paths: [paths.faq], isListed: true },
  { key: 'blog', name: 'Blog', paths: [paths.blog], isListed: true },
  { key: 'blogPost', name: 'Blog', paths: [paths.blogPost] },
  { key: 'help', name: 'Help Center', paths: [paths.help], isListed: true },
  { key: 'privacyPolicy', name: 'Privacy Policy', paths: [paths.privacyPolicy], isListed: true },
  { key: 'termsOfService', name: 'Terms of Service', paths: [paths.termsOfService], isListed: true },
  { key: 'login', name: 'Log In', paths: [paths.login], isListed: true },
  { key: 'register', name: 'Sign Up', paths: [paths.register, paths.signUp], isListed: true },
  { key: 'forgotPassword', name: 'Forgot Password', paths: [paths.forgotPassword] },
  { key: 'passwordReset', name: 'Reset Password', paths: [paths.passwordReset] },
  { key: 'verifyEmail', name: 'Verify Email', paths: [paths.verifyEmail] },
  { key: 'googleSignIn', name: 'Sign In with Google', paths: [paths.googleSignIn] },
  { key: 'comingSoon', name: 'Coming Soon', paths: [paths.facebookSignUp, paths.linkedInSignUp] },
  { key: 'checkout', name: 'Checkout', paths: [paths.mockCheckout] },

  // The publishing shell: an unknown address inside it shows the Publish Post form.
  { key: 'home', name: 'Home', paths: [paths.home] },
  { key: 'publish', name: 'Publish Post', paths: [team.publish, `${team.root}/*`] },
  { key: 'publishStory', name: 'Publish Story', paths: [team.publishStory] },
  { key: 'publishReel', name: 'Publish Reel', paths: [team.publishReel] },
  { key: 'drafts', name: 'Drafts', paths: [team.drafts] },
  { key: 'queues', name: 'Queue', paths: [team.queues] },
  { key: 'publishHistory', name: 'Publish History', paths: [team.publishHistory] },
  { key: 'bulkDelete', name: 'Bulk Delete', paths: [team.bulkDelete] },
  { key: 'calendar', name: 'Calendar', paths: [team.calendar] },
  { key: 'analytics', name: 'Analytics', paths: [team.analytics] },

  // Settings; both returns from the payment page lead to the billing tab.
  { key: 'personal', name: 'Personal', paths: [ct.personal] },
  { key: 'security', name: 'Security', paths: [ct.security] },
  { key: 'plan', name: 'Purchase Plan', paths: [ct.plan, ct.pricing] },
  { key: 'billing', name: 'Billing', paths: [ct.billing, paths.billingSuccess, paths.billingCancel] },
  { key: 'notification', name: 'Notification', paths: [ct.notification] },
  { key: 'teamManagement', name: 'Team Management', paths: [ct.teamManagement] },
  { key: 'manageSocialAccount', name: 'Manage Social Account', paths: [ct.manageSocialAccount] },
  { key: 'controlTower', name: 'Control Tower', paths: [`${ct.root}/*`] },
] as const satisfies readonly PageRow[];

type PageTableRow = (typeof pageTable)[number];

export type PageKey = PageTableRow['key'];

export const brandTitle = 'Causeway — Bridging the digital gap';

const names = new Map<PageKey, string>(pageTable.map((row) => [row.key, row.name]));

/** The document title of a page: the brand line on the landing page, '<name> · Causeway' elsewhere. */
export function pageTitle(key: PageKey, detail?: string): string {
  if (key === 'landing') return brandTitle;
  return `${detail ?? names.get(key)} · Causeway`;
}

/** Every pattern with its page; an area's catch-all comes after every address it holds, as in the routes. */
export const pagePatterns: readonly (readonly [string, PageKey])[] = pageTable
  .flatMap((row) => row.paths.map((path) => [path, row.key] as const))
  .sort(([a], [b]) => Number(a.endsWith('/*')) - Number(b.endsWith('/*')));

/** The page a path shows; unknown paths show the landing page (publishing §2). */
export function pageForPath(pathname: string): PageKey {
  return pagePatterns.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'landing';
}

/** The public paths crawlers may list (the sitemap), with their page. */
export const publicPages: readonly (readonly [string, PageKey])[] = pageTable
  .filter((row: PageTableRow): row is Extract<PageTableRow, { isListed: true }> => 'isListed' in row)
  .map((row) => [row.paths[0], row.key] as const);
