/**
 * Every path of the API, once: the client's calls are made to them and the mock backend answers
 * them. Patterns, not addresses: `:name` stands for a path segment (`pathTo` fills it for a request;
 * msw reads it as a path parameter of that name). Grouped like the client; an entry is named after
 * the call that uses it, or after what it is when two calls (methods) share it.
 */
export const apiPaths = {
  users: {
    /** POST, public. */
    login: '/users/login/',
    /** POST. */
    googleLogin: '/users/google/',
    /** POST, public. */
    register: '/users/register/',
    /** POST. */
    logout: '/users/logout/',
    /** POST: the token refresh. */
    refreshToken: '/users/token/refresh/',
    /** POST. */
    changePassword: '/users/change-password/',
    /** POST, public. */
    requestPasswordReset: '/users/password/reset/',
    /** POST, public. */
    confirmPasswordReset: '/users/password/reset/confirm/',
    /** POST. */
    verifyEmail: '/users/verify-email/',
    /** POST. */
    resendVerificationEmail: '/users/resend-verification-email/',
    /** GET `details`, PATCH `updateDetails`. */
    user: '/users/user/',
    /** DELETE. */
    deleteAccount: '/users/:id/delete/',
  },
  teams: {
    /** GET. */
    list: '/teams/list/',
    /** POST. */
    createDefault: '/teams/create-default/',
    /** POST. */
    create: '/teams/create/',
    /** GET. */
    details: '/teams/:id/getupdated/',
    /** GET. */
    members: '/teams/:id/members/list/',
    /** POST. */
    addMember: '/teams/:id/members/add/',
    /** PATCH, by member id. */
    updateMember: '/teams/members/:id/update/',
    /** DELETE, by member id. */
    deleteMember: '/teams/members/:id/delete/',
    /** GET. */
    inviteDetails: '/teams/invite-details/',
    /** GET `pages`, POST `addPages`. */
    pages: '/control-tower/teams/:id/pages',
    /** DELETE `removePage`. */
    page: '/control-tower/teams/:id/pages/:pageId',
  },
  billing: {
    /** GET, public. */
    plans: '/billing/plans/',
    /** POST. */
    subscribe: '/billing/subscribe/',
    /** POST. */
    cancelSubscription: '/billing/cancel-subscription/',
    /** GET. */
    currentSubscription: '/billing/subscription/',
    /** GET. */
    subscriptionDetails: '/billing/subscription-details/:teamId/',
    /** GET. */
    history: '/billing/list-history/:teamId/',
    /** GET `details`, PUT `updateDetails`. */
    details: '/billing/details/:teamId/',
    /** POST. */
    addPaymentMethod: '/billing/payment-methods/',
    /** POST. */
    createCardSetup: '/billing/create-cardsetup-details/',
    /** GET. */
    paymentMethods: '/billing/list-methods/:teamId/',
    /** DELETE. */
    deletePaymentMethod: '/billing/delete-method/:teamId/:methodId/',
    /** POST. */
    createCheckoutSession: '/billing/create-checkout-session/',
  },
  social: {
    /** POST. */
    connectFacebook: '/control-tower/social-accounts/connect/facebook',
    /** GET. */
    accounts: '/control-tower/social-accounts',
    /** DELETE. */
    deleteAccount: '/control-tower/social-accounts/:id',
    /** GET. */
    accountPages: '/control-tower/social-accounts/:id/pages',
    /** DELETE. */
    removeAccountPage: '/control-tower/social-accounts/:id/pages/:pageId',
    /** GET. */
    refreshFacebookPages: '/facebook/refresh-pages/',
  },
  publishing: {
    /** POST, multipart. */
    publishPost: '/facebook/unified-post/',
    /** POST, multipart. */
    publishStory: '/facebook/unified-story/',
    /** POST, multipart. */
    publishReel: '/facebook/unified-reel/',
    /** GET. */
    storyStatus: '/facebook/story-status/',
    /** GET. */
    reelStatus: '/facebook/reel-status/',
    /** GET. */
    postHistory: '/facebook/team-posts/:team/',
    /** GET. */
    storyHistory: '/facebook/team-stories/:team/',
    /** GET. */
    reelHistory: '/facebook/team-reels/:team/',
    /** DELETE. */
    deletePost: '/facebook/post/:id/delete/',
    /** DELETE. */
    deleteStory: '/facebook/story/:id/delete/',
    /** DELETE. */
    deleteReel: '/facebook/reel/:id/delete/',
  },
  scheduler: {
    /** POST. */
    schedule: '/scheduler/posts/',
    /** GET, by team. */
    list: '/scheduler/posts/:team/',
    /** PUT `update`, DELETE `remove`, by scheduled item. */
    post: '/scheduler/posts/:id/',
  },
  bulkDelete: {
    /** GET. */
    batches: '/facebook/page/post-batches/',
    /** POST. */
    fetchPostIds: '/facebook/page/get-post-ids/',
    /** POST. */
    deleteBatch: '/facebook/page/delete-batch/',
  },
  cms: {
    /** GET. */
    privacyPolicy: '/cms/pages/privacy-policy/',
    /** GET. */
    termsOfService: '/cms/pages/terms-of-service/',
    /** GET. */
    faq: '/cms/pages/faq/',
    /** GET (also read for one post by its slug). */
    blogPosts: '/cms/blog-posts/',
  },
} as const;

type ApiPaths = typeof apiPaths;

/** Any one path pattern of the table. */
export type ApiPath = { [Group in keyof ApiPaths]: ApiPaths[Group][keyof ApiPaths[Group]] }[keyof ApiPaths];

/** The names of a pattern's `:name` placeholders: `PathParams<'/teams/:id/members/list/'>` is `'id'`. */
export type PathParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;
