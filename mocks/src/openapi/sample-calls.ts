import type { ApiClient } from '@causeway/api-client';
import { fakeFacebookToken, fakeGoogleCredential } from '../providers/credentials';
import { demo } from '../seed/demo';
import { photoFile, videoFile } from '../testing/client';

/** One call of the client, made with the demo data's ids so that the base handlers answer it. */
export interface SampleCall {
  /** 'group.method' as the client names it, plus a variant note when one call is sampled twice. */
  name: string;
  call: (api: ApiClient) => Promise<unknown>;
}

const [page1 = '', page2 = ''] = demo.pageIds;
const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString();
/** The scheduled post as an edit sends it (a sample adds a new file to it). */
const editedPost = () => ({
  platform: 'facebook' as const,
  category: 'post' as const,
  message: 'Edited',
  scheduled_time: inAWeek(),
  page_ids: [page1],
  team: demo.teamId,
});
const billingFields = {
  full_name: 'Ana Lima',
  billing_email: 'ana@causeway.test',
  country: 'Portugal',
  state: 'Porto',
  city: 'Porto',
  address_line1: 'Rua Nova 1',
  address_line2: '',
  postal_code: '4000-001',
  tax_type: 'GST' as const,
  tax_id: '123',
};

const sample = (name: string, call: SampleCall['call']): SampleCall => ({ name, call });

/**
 * Every call of the client, each signed in as the demo user on freshly seeded data. The contract
 * test checks what each gives; the API document takes its requests and answers from them.
 */
export const sampleCalls: readonly SampleCall[] = [
  sample('users.login', (api) => api.users.login({ email: demo.email, password: demo.password })),
  sample('users.googleLogin', (api) => api.users.googleLogin(fakeGoogleCredential())),
  sample('users.register', (api) =>
    api.users.register({
      email: 'new@causeway.test',
      password: 'Welcome1',
      confirm_password: 'Welcome1',
      username: 'New Person',
    }),
  ),
  sample('users.logout', (api) => api.users.logout()),
  sample('users.refreshToken', (api) => api.users.refreshToken()),
  sample('users.changePassword', (api) =>
    api.users.changePassword({
      old_password: demo.password,
      new_password: 'Harbour2025',
      confirm_new_password: 'Harbour2025',
    }),
  ),
  sample('users.requestPasswordReset', (api) => api.users.requestPasswordReset(demo.email)),
  sample('users.confirmPasswordReset', (api) =>
    api.users.confirmPasswordReset({
      uid: demo.resetUid,
      token: demo.resetToken,
      new_password: 'Harbour2025',
      re_new_password: 'Harbour2025',
    }),
  ),
  sample('users.verifyEmail', (api) => api.users.verifyEmail({ uidb64: demo.verifyUid, token: demo.verifyToken })),
  sample('users.resendVerificationEmail', (api) => api.users.resendVerificationEmail(demo.unverified.email)),
  sample('users.details', (api) => api.users.details()),
  sample('users.updateDetails', (api) =>
    api.users.updateDetails({ username: 'Demo Person', company_name: 'Harbour Co', profile_picture: photoFile() }),
  ),
  sample('users.deleteAccount', (api) => api.users.deleteAccount(demo.userId)),

  sample('teams.list', (api) => api.teams.list()),
  sample('teams.createDefault', (api) => api.teams.createDefault()),
  sample('teams.create', (api) => api.teams.create('Harbour Events')),
  sample('teams.details', (api) => api.teams.details(demo.teamId)),
  sample('teams.members', (api) => api.teams.members(demo.teamId)),
  sample('teams.addMember', (api) => api.teams.addMember(demo.teamId, { email: 'noah@causeway.test', role: 2 })),
  sample('teams.updateMember', (api) => api.teams.updateMember(demo.memberId, 2)),
  sample('teams.deleteMember', (api) => api.teams.deleteMember(demo.memberId)),
  sample('teams.inviteDetails', (api) =>
    api.teams.inviteDetails({ invite_token: demo.inviteToken, team_id: demo.noPlanTeamId }),
  ),
  sample('teams.pages', (api) => api.teams.pages(demo.teamId)),
  sample('teams.addPages', (api) => api.teams.addPages(demo.teamId, ['204'])),
  sample('teams.removePage', (api) => api.teams.removePage(demo.teamId, demo.teamPageId)),

  sample('billing.plans', (api) => api.billing.plans()),
  sample('billing.subscribe', (api) =>
    api.billing.subscribe({ plan_id: demo.plans.enterprise, billing_cycle: 'annual' }),
  ),
  sample('billing.cancelSubscription', (api) => api.billing.cancelSubscription(demo.teamId)),
  sample('billing.currentSubscription', (api) => api.billing.currentSubscription()),
  sample('billing.subscriptionDetails', (api) => api.billing.subscriptionDetails(demo.teamId)),
  sample('billing.history', (api) => api.billing.history(demo.teamId)),
  sample('billing.details', (api) => api.billing.details(demo.teamId)),
  sample('billing.updateDetails', (api) => api.billing.updateDetails(demo.noPlanTeamId, billingFields)),
  sample('billing.addPaymentMethod', (api) => api.billing.addPaymentMethod({ team_id: demo.teamId })),
  sample('billing.createCardSetup', (api) => api.billing.createCardSetup(demo.teamId)),
  sample('billing.paymentMethods', (api) => api.billing.paymentMethods(demo.teamId)),
  sample('billing.deletePaymentMethod', (api) => api.billing.deletePaymentMethod(demo.teamId, demo.paymentMethodId)),
  sample('billing.createCheckoutSession', (api) =>
    api.billing.createCheckoutSession({
      team_id: demo.noPlanTeamId,
      plan_id: demo.plans.pro,
      email: demo.email,
      is_annual: false,
    }),
  ),

  sample('social.connectFacebook', (api) => api.social.connectFacebook(fakeFacebookToken())),
  sample('social.accounts', (api) => api.social.accounts()),
  sample('social.accounts (cache-busting)', (api) => api.social.accounts({ bustCache: true })),
  sample('social.accountPages', (api) => api.social.accountPages(demo.accountId)),
  sample('social.removeAccountPage', (api) => api.social.removeAccountPage(demo.accountId, '204')),
  sample('social.deleteAccount', (api) => api.social.deleteAccount(demo.expiredAccountId)),
  sample('social.refreshFacebookPages', (api) => api.social.refreshFacebookPages()),

  sample('publishing.publishPost', (api) =>
    api.publishing.publishPost({ page_ids: [page1, page2], message: 'Hello', team: demo.teamId, media: [photoFile()] }),
  ),
  sample('publishing.publishStory', (api) =>
    api.publishing.publishStory({ page_ids: [page1], team: demo.teamId, media: photoFile() }),
  ),
  sample('publishing.publishReel', (api) =>
    api.publishing.publishReel({ page_ids: [page1], description: 'Tour', team: demo.teamId, media: videoFile() }),
  ),
  sample('publishing.storyStatus', (api) => api.publishing.storyStatus([demo.storyId, '903'])),
  sample('publishing.reelStatus', (api) => api.publishing.reelStatus([demo.reelId])),
  sample('publishing.postHistory', (api) => api.publishing.postHistory(demo.teamId, { status: 'published' })),
  sample('publishing.storyHistory', (api) => api.publishing.storyHistory(demo.teamId)),
  sample('publishing.reelHistory', (api) => api.publishing.reelHistory(demo.teamId)),
  sample('publishing.deletePost', (api) => api.publishing.deletePost(demo.postId)),
  sample('publishing.deleteStory', (api) => api.publishing.deleteStory(demo.storyId)),
  sample('publishing.deleteReel', (api) => api.publishing.deleteReel(demo.reelId)),

  sample('scheduler.schedule (post, JSON)', (api) =>
    api.scheduler.schedule({
      platform: 'facebook',
      category: 'post',
      message: 'Soon',
      scheduled_time: inAWeek(),
      page_ids: [page1],
      team: demo.teamId,
      platform_account_id: demo.accountId,
    }),
  ),
  sample('scheduler.schedule (reel, multipart)', (api) =>
    api.scheduler.schedule({
      platform: 'facebook',
      category: 'reel',
      message: 'Soon',
      scheduled_time: inAWeek(),
      page_ids: [page1],
      team: demo.teamId,
      media: videoFile(),
    }),
  ),
  sample('scheduler.schedule (story, multipart)', (api) =>
    api.scheduler.schedule({
      platform: 'facebook',
      category: 'story',
      message: '',
      scheduled_time: inAWeek(),
      page_ids: [page1],
      team: demo.teamId,
      media: photoFile(),
    }),
  ),
  sample('scheduler.list', (api) => api.scheduler.list(demo.teamId, { status: 'scheduled', category: 'post' })),
  sample('scheduler.update (post, JSON)', (api) => api.scheduler.update(demo.scheduledPostId, editedPost())),
  sample('scheduler.update (post, multipart)', (api) =>
    api.scheduler.update(demo.scheduledPostId, { ...editedPost(), media: photoFile() }),
  ),
  sample('scheduler.remove', (api) => api.scheduler.remove(demo.scheduledPostId)),

  sample('bulkDelete.batches', (api) => api.bulkDelete.batches({ team_id: demo.teamId, page_id: demo.batchPageId })),
  sample('bulkDelete.fetchPostIds', (api) => api.bulkDelete.fetchPostIds({ team_id: demo.teamId, page_id: page2 })),
  sample('bulkDelete.deleteBatch', (api) =>
    api.bulkDelete.deleteBatch({ team_id: demo.teamId, page_id: demo.batchPageId, batch_id: demo.batchId }),
  ),

  sample('cms.privacyPolicy', (api) => api.cms.privacyPolicy()),
  sample('cms.termsOfService', (api) => api.cms.termsOfService()),
  sample('cms.faq', (api) => api.cms.faq()),
  sample('cms.blogPosts', (api) => api.cms.blogPosts()),
  sample('cms.blogPost', (api) => api.cms.blogPost(demo.xssBlogSlug)),
];

/** The client call a sample makes: its name without the variant note. */
export function callName(sample: SampleCall): string {
  return sample.name.replace(/ \(.*\)$/, '');
}
