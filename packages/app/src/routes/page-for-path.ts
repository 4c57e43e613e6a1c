import { matchPath } from 'react-router';
import type { PageKey } from './page-meta';
import { paths } from './paths';

const ct = paths.controlTower;
const team = paths.team;

/** Which page a path shows, for its title; first match wins, as the routes match. */
const pages: readonly (readonly [string, PageKey])[] = [
  [paths.landing, 'landing'],
  [paths.index, 'landing'],
  [paths.pricing, 'pricing'],
  [paths.privacyPolicy, 'privacyPolicy'],
  [paths.termsOfService, 'termsOfService'],
  [paths.faq, 'faq'],
  [paths.blog, 'blog'],
  [paths.blogPost, 'blogPost'],
  [paths.help, 'help'],
  [paths.login, 'login'],
  [paths.register, 'register'],
  [paths.signUp, 'register'],
  [paths.forgotPassword, 'forgotPassword'],
  [paths.passwordReset, 'passwordReset'],
  [paths.verifyEmail, 'verifyEmail'],
  [paths.googleSignIn, 'googleSignIn'],
  [paths.facebookSignUp, 'comingSoon'],
  [paths.linkedInSignUp, 'comingSoon'],
  [paths.billingSuccess, 'billing'],
  [paths.billingCancel, 'billing'],
  [paths.mockCheckout, 'checkout'],
  [paths.home, 'home'],
  [team.publish, 'publish'],
  [team.publishStory, 'publishStory'],
  [team.publishReel, 'publishReel'],
  [team.drafts, 'drafts'],
  [team.queues, 'queues'],
  [team.publishHistory, 'publishHistory'],
  [team.bulkDelete, 'bulkDelete'],
  [team.calendar, 'calendar'],
  [team.analytics, 'analytics'],
  [`${team.root}/*`, 'publish'],
  [ct.personal, 'personal'],
  [ct.security, 'security'],
  [ct.plan, 'plan'],
  [ct.pricing, 'plan'],
  [ct.billing, 'billing'],
  [ct.notification, 'notification'],
  [ct.teamManagement, 'teamManagement'],
  [ct.manageSocialAccount, 'manageSocialAccount'],
  [`${ct.root}/*`, 'controlTower'],
];

/** The page a path shows; unknown paths show the landing page (publishing §2). */
export function pageForPath(pathname: string): PageKey {
  return pages.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'landing';
}
