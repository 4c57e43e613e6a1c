import { fallbacks, type SocialAccount } from '@causeway/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../lib/errors';
import { loginWithFacebook, type FacebookSdk } from '../social-accounts/facebook-sdk';
import { socialMessages } from '../social-accounts/messages';
import {
  refetchAccountsAfterRenewal,
  refetchAccountsUntilListed,
  socialKeys,
  socialMutations,
  socialQueries,
} from '../social-accounts/queries';

export type LinkOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * Facebook page linking (accounts §2, §7): Facebook Login with the linking scopes, then the token
 * to the server, then the accounts list again (the retry fetch for a new account, the
 * session-refresh fetch after renewing one).
 *
 * Where the SDK is loaded: 'on-mount' (Manage Social Account) starts loading it with the page, so
 * it is there by the time the person presses a button, and a press before that says so rather
 * than waiting (Facebook's window opens straight from the press). 'on-press' (the shell's
 * Reconnect) loads Facebook's script only when the person asks for it, so no page of the app
 * loads a third-party script just because a warning shows; the window then opens as soon as the
 * script is there, while the press still counts as the person's.
 */
export function useFacebookLink({ loadSdk }: { loadSdk: 'on-mount' | 'on-press' }) {
  const client = useQueryClient();
  const sdk = useQuery({ ...socialQueries.facebookSdk(), enabled: loadSdk === 'on-mount' });
  const connect = useMutation(socialMutations.connectFacebook());
  // Which link runs: 'new' for a new account, else the id of the account being renewed.
  const [linking, setLinking] = useState<string | null>(null);

  /** The SDK when it is there; on press, loaded first (null when it cannot be had). */
  const sdkFor = async (): Promise<FacebookSdk | null> => {
    try {
      return await client.fetchQuery(socialQueries.facebookSdk());
    } catch {
      return null;
    }
  };

  /** Links a new account, or renews `account`'s login; resolves with what to tell the person. */
  const link = (account?: SocialAccount): Promise<LinkOutcome> => {
    if (sdk.isError) return Promise.resolve({ ok: false, message: socialMessages.sdkFailed });
    if (!sdk.data && loadSdk === 'on-mount')
      return Promise.resolve({ ok: false, message: socialMessages.sdkNotLoaded });
    setLinking(account?.id ?? 'new');
    // No await before this when the SDK is there: Facebook's window opens from the press itself.
    const login = sdk.data
      ? loginWithFacebook(sdk.data)
      : sdkFor().then((loaded) => (loaded ? loginWithFacebook(loaded) : undefined));
    const run = async (): Promise<LinkOutcome> => {
      const token = await login;
      if (token === undefined) return { ok: false, message: socialMessages.sdkFailed };
      if (!token) return { ok: false, message: socialMessages.loginFailed };
      let message: string;
      try {
        const reply = await connect.mutateAsync(token);
        message = reply.message ?? (account ? socialMessages.reconnected(account.account_name) : socialMessages.linked);
      } catch (error) {
        return { ok: false, message: messageOf(error, fallbacks.social.connectFacebook) };
      }
      // Linked: whatever the list does next, it shows its own state.
      await (account ? refetchAccountsAfterRenewal(client) : refetchAccountsUntilListed(client)).catch(() => undefined);
      await client.invalidateQueries({ queryKey: socialKeys.pages() });
      return { ok: true, message };
    };
    return run().finally(() => setLinking(null));
  };

  return {
    link,
    /** The link under way, if any. */
    linking,
    sdkStatus: sdk.isError ? ('failed' as const) : sdk.data ? ('ready' as const) : ('loading' as const),
  };
}
