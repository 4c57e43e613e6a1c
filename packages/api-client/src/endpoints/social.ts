import { mapSocialAccount, type SocialAccount } from '../domain/social-account';
import { apiPaths } from '../http/api-paths';
import type { Http } from '../http/create-http';
import { fallbacks } from '../http/messages';
import { pathTo } from '../http/path-to';
import { actionReplySchema, type ActionReply, type IdInput } from '../schemas/common';
import { accountPagesReplySchema, socialAccountsReplySchema, type AccountPage } from '../schemas/social';

/** POST /control-tower/social-accounts/connect/facebook with the token from Facebook Login. */
export async function connectFacebook(http: Http, accessToken: string): Promise<ActionReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.social.connectFacebook),
    json: { access_token: accessToken },
    reply: actionReplySchema,
    fallback: fallbacks.social.connectFacebook,
  });
}

/**
 * GET /control-tower/social-accounts, mapped for screens (`mapSocialAccount`). `bustCache` adds a
 * `_t=<now>` query so no cache answers. 403 and 404 give [].
 */
export async function accounts(http: Http, options: { bustCache?: boolean } = {}): Promise<SocialAccount[]> {
  const records = await http.request({
    method: 'get',
    path: pathTo(apiPaths.social.accounts),
    query: options.bustCache ? { _t: Date.now() } : undefined,
    reply: socialAccountsReplySchema,
    fallback: fallbacks.social.accounts,
    empty: { statuses: [403, 404], value: [] },
  });
  const now = new Date();
  return records.map((record) => mapSocialAccount(record, now));
}

/** GET /control-tower/social-accounts/{id}/pages?platform. 404 gives []; a 409 rejects as a warning. */
export async function accountPages(http: Http, accountId: IdInput, platform = 'facebook'): Promise<AccountPage[]> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.social.accountPages, { id: accountId }),
    query: { platform },
    reply: accountPagesReplySchema,
    fallback: fallbacks.social.accountPages,
    empty: { statuses: [404], value: [] },
    warnOnConflict: true,
  });
}

/** DELETE /control-tower/social-accounts/{id}/pages/{pageId}. */
export async function removeAccountPage(http: Http, accountId: IdInput, pageId: IdInput): Promise<ActionReply> {
  return http.request({
    method: 'delete',
    path: pathTo(apiPaths.social.removeAccountPage, { id: accountId, pageId }),
    reply: actionReplySchema,
    fallback: fallbacks.social.removeAccountPage,
  });
}

/** DELETE /control-tower/social-accounts/{id}. */
export async function deleteAccount(http: Http, accountId: IdInput): Promise<ActionReply> {
  return http.request({
    method: 'delete',
    path: pathTo(apiPaths.social.deleteAccount, { id: accountId }),
    reply: actionReplySchema,
    fallback: fallbacks.social.deleteAccount,
  });
}

/** GET /facebook/refresh-pages/: asks the server to read the pages from Facebook again. A 409 rejects as a warning. */
export async function refreshFacebookPages(http: Http): Promise<ActionReply> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.social.refreshFacebookPages),
    reply: actionReplySchema,
    fallback: fallbacks.social.refreshFacebookPages,
    warnOnConflict: true,
  });
}

export const socialEndpoints = {
  connectFacebook,
  accounts,
  accountPages,
  removeAccountPage,
  deleteAccount,
  refreshFacebookPages,
};
