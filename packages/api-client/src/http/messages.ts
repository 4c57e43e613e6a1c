/**
 * Every text the client itself may put in an error's `message`: the fallbacks of both error
 * catalogues, word for word, used when the server gives no text of its own, and the client's texts
 * for failures the catalogues do not name. Fallbacks marked "(added)" are calls the catalogues
 * give none for; they follow the catalogue's 'Failed to …' pattern.
 */

/** Failures without a server answer. */
export const transportMessages = {
  network: 'Unable to reach the server. Check your connection and try again.',
  timeout: 'The server took too long to respond. Please try again.',
  invalidReply: 'The server sent a reply that could not be read. Please try again later.',
  noRefreshToken: 'No refresh token available',
} as const;

/** The login catalogue (accounts §8). */
export const loginMessages = {
  unauthorized: 'Your account is inactive or has been deleted. Please contact support.',
  inactive: 'Your account is currently inactive. Please contact support for assistance.',
  fallback: 'An error occurred during login. Please try again.',
} as const;

/** The Google login catalogue (accounts §8). */
export const googleLoginMessages = {
  invalidToken: 'Invalid Google token. Please try again.',
  serverError: 'Server error during Google login. Please try again.',
  fallback: 'An error occurred during Google login. Please try again.',
} as const;

/** The registration catalogue (accounts §8). */
export const registerMessages = {
  fallback: 'Registration failed. Please try again.',
  invalidReply: 'Invalid response from server',
} as const;

/** Client-side preconditions (accounts §5). */
export const requestMessages = {
  userIdRequired: 'User ID is required for deletion',
  idsRequired: 'At least one id is required',
} as const;

export const fallbacks = {
  users: {
    logout: 'Failed to log out', // (added)
    refreshToken: 'Failed to refresh token',
    changePassword: 'Failed to change password',
    requestPasswordReset: 'Failed to request password reset',
    confirmPasswordReset: 'Failed to reset password',
    verifyEmail: 'Failed to verify email',
    resendVerificationEmail: 'Failed to resend verification email',
    details: 'Failed to fetch user details',
    updateDetails: 'Failed to update user details',
    deleteAccount: 'Failed to delete user account',
  },
  teams: {
    list: 'Failed to fetch teams',
    createDefault: 'Failed to create default team',
    create: 'Failed to create team',
    details: 'Failed to switch team',
    members: 'Failed to fetch team members',
    addMember: 'Failed to add team member',
    updateMember: 'Failed to update team member',
    deleteMember: 'Failed to delete team member',
    inviteDetails: 'Failed to fetch team invite details',
    pages: 'Failed to fetch team pages',
    addPages: 'Failed to add pages to team',
    removePage: 'Failed to delete team page',
  },
  billing: {
    plans: 'Failed to fetch billing plans',
    subscribe: 'Failed to subscribe to plan',
    cancelSubscription: 'Failed to cancel subscription',
    currentSubscription: 'Failed to fetch current subscription',
    subscriptionDetails: 'Failed to fetch subscription details', // (added)
    history: 'Failed to fetch billing history', // (added)
    details: 'Failed to fetch billing details', // (added)
    updateDetails: 'Failed to update billing details',
    addPaymentMethod: 'Failed to add payment method', // (added)
    createCardSetup: 'Failed to create setup session',
    paymentMethods: 'Failed to fetch payment methods', // (added)
    deletePaymentMethod: 'Failed to delete payment method',
    createCheckoutSession: 'Failed to create checkout session',
  },
  social: {
    connectFacebook: 'Failed to link Facebook account',
    accounts: 'Failed to fetch social accounts',
    accountPages: 'Failed to fetch account pages',
    removeAccountPage: 'Failed to remove page',
    deleteAccount: 'Failed to delete social account',
    refreshFacebookPages: 'Failed to refresh Facebook pages',
  },
  publishing: {
    publishPost: 'Failed to publish post',
    publishStory: 'Failed to publish story',
    publishReel: 'Failed to publish reel',
    storyStatus: 'Failed to fetch story status',
    reelStatus: 'Failed to fetch reel status',
    postHistory: 'Failed to fetch posts',
    storyHistory: 'Failed to fetch stories',
    reelHistory: 'Failed to fetch reels',
    deletePost: 'Failed to delete post',
    deleteStory: 'Failed to delete story',
    deleteReel: 'Failed to delete reel',
  },
  scheduler: {
    schedulePost: 'Failed to schedule post',
    scheduleStory: 'Failed to schedule story',
    scheduleReel: 'Failed to schedule reel',
    list: 'Failed to fetch scheduled posts', // (added)
    update: 'Failed to update scheduled post', // (added)
    delete: 'Failed to delete scheduled post', // (added)
  },
  bulkDelete: {
    batches: 'Failed to load post batches',
    fetchPostIds: 'Failed to fetch page data', // (added)
    deleteBatch: 'Failed to perform bulk delete operation',
  },
  cms: {
    privacyPolicy: 'Failed to load Privacy Policy content',
    termsOfService: 'Failed to load Terms of Service content',
    faq: 'Failed to load FAQ content',
    blogPosts: 'Failed to load blog posts',
  },
} as const;

/** Publishing preconditions the client checks before sending (publishing §5). */
export const publishMessages = {
  storyMediaRequired:
    'Facebook stories require media content. Please upload a photo (.jpeg, .bmp, .png, .gif, .tiff) or video (.mp4).',
  reelVideoRequired: 'Facebook reels require video content. Please upload a video file (.mp4, .mov, .avi, .mkv).',
} as const;
