import { apiPaths } from '@causeway/api-client/paths';
import { connectFacebookRequestSchema } from '@causeway/api-client/schemas';
import { http } from 'msw';
import { db, nextId } from '../db';
import { accountPages, accountReply, freshExpiry, isExpired, pageReply, removePage, syncPages } from '../domain/social';
import { readFakeFacebookToken } from '../providers/credentials';
import type { SocialAccountRecord } from '../records';
import { facebookProfile, facebookProfileOfAccount } from '../seed/facebook';
import { route } from './support/api-request';
import { authed } from './support/auth';
import { param, query } from './support/context';
import { badRequest, created, failure, notFound, ok } from './support/respond';
import { userJson, type UserContext } from './support/routes';

function ownAccount(context: UserContext): SocialAccountRecord | undefined {
  return db.socialAccounts.findFirst((q) => q.where({ id: param(context, 'id'), owner_id: context.user.id }));
}

const noAccount = 'No SocialAccount matches the given query.';

export const socialHandlers = [
  // Accepts the fake Facebook SDK's tokens; anything else is what Facebook says of a bad token.
  http.post(
    route(apiPaths.social.connectFacebook),
    userJson(connectFacebookRequestSchema, async ({ body, user }) => {
      const profile = facebookProfile(readFakeFacebookToken(body.access_token) ?? '');
      if (!profile) return failure(400, { error: 'Invalid OAuth access token - Cannot parse access token' });
      const linked = db.socialAccounts.findFirst((q) => q.where({ account_id: profile.account_id }));
      if (linked && linked.owner_id !== user.id)
        return badRequest('This Facebook account is already linked to another user.');
      if (linked) {
        const renewed = await db.socialAccounts.update((q) => q.where({ id: linked.id }), {
          data: (draft) => void (draft.expires_at = freshExpiry()),
        });
        await syncPages(renewed ?? linked, profile);
        return ok({ message: 'Facebook account reconnected.' });
      }
      const account = await db.socialAccounts.create({
        id: nextId(db.socialAccounts.all(), 601),
        owner_id: user.id,
        account_id: profile.account_id,
        account_name: profile.account_name,
        facebook_email: profile.email,
        account_email: null,
        platform: 'facebook',
        expires_at: freshExpiry(),
        days_until_expiry: null,
        connected_pages: [],
      });
      await syncPages(account, profile);
      return created({ message: 'Facebook account linked successfully.' });
    }),
  ),

  http.get(
    route(apiPaths.social.accounts),
    authed(({ user }) =>
      ok(
        db.socialAccounts.findMany((q) => q.where({ owner_id: user.id }), { orderBy: { id: 'asc' } }).map(accountReply),
      ),
    ),
  ),

  http.get(
    route(apiPaths.social.accountPages),
    authed((context) => {
      const account = ownAccount(context);
      if (!account) return notFound(noAccount);
      const platform = query(context, 'platform') ?? 'facebook';
      return ok({ pages: platform === account.platform ? accountPages(account.id).map(pageReply) : [] });
    }),
  ),

  http.delete(
    route(apiPaths.social.removeAccountPage),
    authed((context) => {
      const account = ownAccount(context);
      if (!account) return notFound(noAccount);
      const pageId = param(context, 'pageId');
      const page = db.pages.findFirst((q) =>
        q.where({ account_id: account.id, id: pageId }).or({ account_id: account.id, page_id: pageId }),
      );
      if (!page) return notFound('No Page matches the given query.');
      removePage(page);
      return ok({ message: `${page.name} removed.` });
    }),
  ),

  http.delete(
    route(apiPaths.social.deleteAccount),
    authed((context) => {
      const account = ownAccount(context);
      if (!account) return notFound(noAccount);
      for (const page of accountPages(account.id)) removePage(page);
      db.socialAccounts.delete((q) => q.where({ id: account.id }));
      return ok({ message: `${account.account_name} disconnected.` });
    }),
  ),

  http.get(
    route(apiPaths.social.refreshFacebookPages),
    authed(async ({ user }) => {
      const accounts = db.socialAccounts.findMany((q) => q.where({ owner_id: user.id }));
      const live = accounts.filter((account) => !isExpired(account));
      if (accounts.length === 0) return badRequest('No Facebook account is connected.');
      if (live.length === 0) {
        return failure(400, {
          error: 'Error validating access token: Session has expired. Please reconnect your Facebook account.',
        });
      }
      let added = 0;
      for (const account of live) {
        const profile = facebookProfileOfAccount(account.account_id ?? '');
        if (profile) added += await syncPages(account, profile);
      }
      const total = live.reduce((count, account) => count + accountPages(account.id).length, 0);
      return ok({ message: `Pages refreshed: ${total} pages (${added} new).`, pages_count: total });
    }),
  ),
];
