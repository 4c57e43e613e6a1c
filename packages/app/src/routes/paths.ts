/**
 * Every route of the app (accounts §2, publishing §2), once. The routes are declared with these
 * patterns, the ui's navigation props are filled from them, and the tests navigate by them.
 * Patterns with `:params` are filled with react-router's `generatePath`.
 *
 * Pure data with no imports: Storybook and the end-to-end tests read it too.
 */
export const paths = {
  // Public pages (publishing §2).
  landing: '/',
  index: '/index',
  features: '/#features',
  pricing: '/pricing',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  faq: '/faq',
  blog: '/blog',
  blogPost: '/blog/:slug',
  help: '/help',

  // Signing in and up (accounts §2).
  login: '/login',
  register: '/register',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  passwordReset: '/password-reset/:uid?/:token?',
  verifyEmail: '/verify-email/:uidb64?/:token?',
  googleSignIn: '/signup/google',
  facebookSignUp: '/signup/facebook',
  linkedInSignUp: '/signup/linkedin',

  // Back from the payment page (accounts §2): both lead to the billing tab.
  billingSuccess: '/billing/success',
  billingCancel: '/billing/cancel',

  // The publishing shell (publishing §2).
  home: '/home',
  team: {
    root: '/team',
    publish: '/team/publish',
    publishStory: '/team/publish-story',
    publishReel: '/team/publish-reel',
    drafts: '/team/drafts',
    queues: '/team/queues',
    publishHistory: '/team/publish-history',
    bulkDelete: '/team/bulk-delete',
    calendar: '/team/calendar',
    analytics: '/team/analytics',
  },

  // Settings (accounts §2).
  controlTower: {
    root: '/control-tower',
    personal: '/control-tower/personal',
    security: '/control-tower/security',
    plan: '/control-tower/plan',
    pricing: '/control-tower/pricing',
    billing: '/control-tower/billing',
    notification: '/control-tower/notification',
    teamManagement: '/control-tower/team-management',
    manageSocialAccount: '/control-tower/manage-social-account',
  },

  /** Mock mode only: where a mock checkout_url leads. */
  mockCheckout: '/__mock/checkout',
} as const;

/** The query parameter that sets the back link of the legal, FAQ and blog pages (accounts §2). */
export const fromParam = 'from';
