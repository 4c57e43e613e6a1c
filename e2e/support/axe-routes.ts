import { blogPosts, seededLinks } from './demo-data';
import { blogPostPath, paths } from './paths';

/** Every route of the real-mode build by area, as the accessibility check walks them. */
export const axeAreas: { area: string; signedIn: boolean; routes: string[] }[] = [
  {
    area: 'public pages',
    signedIn: false,
    routes: [
      paths.landing,
      paths.pricing,
      paths.privacyPolicy,
      paths.termsOfService,
      paths.faq,
      paths.blog,
      blogPostPath(blogPosts.plain.slug),
      paths.help,
    ],
  },
  {
    area: 'sign-in pages',
    signedIn: false,
    routes: [
      paths.login,
      paths.register,
      paths.signUp,
      paths.forgotPassword,
      seededLinks.passwordReset,
      seededLinks.verifyEmail,
      paths.googleSignIn,
      paths.facebookSignUp,
      paths.linkedInSignUp,
    ],
  },
  {
    area: 'publishing pages',
    signedIn: true,
    routes: [
      paths.home,
      paths.team.publishStory,
      paths.team.publishReel,
      paths.team.drafts,
      paths.team.queues,
      paths.team.publishHistory,
      paths.team.bulkDelete,
      paths.team.calendar,
      paths.team.analytics,
    ],
  },
  {
    area: 'Control Tower',
    signedIn: true,
    routes: [
      paths.controlTower.personal,
      paths.controlTower.security,
      paths.controlTower.plan,
      paths.controlTower.billing,
      paths.controlTower.notification,
      paths.controlTower.teamManagement,
      paths.controlTower.manageSocialAccount,
      paths.billingSuccess,
    ],
  },
];
