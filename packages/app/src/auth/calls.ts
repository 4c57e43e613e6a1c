import type { RegisterInput } from '@causeway/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { queryClient } from '../query-client';
import { completeSignIn } from './sign-in';

/*
 * The calls behind signing in and up and the emailed links. auth/queries.ts loads this module
 * when a form is sent (the pages warm it up once they have painted), so the API client and its
 * schemas never delay a form's first paint.
 */

// Signing in runs without a query provider on the page (sign-in-requests.ts): the app's one cache is used.
export async function signInWithPassword(values: { email: string; password: string }) {
  const reply = await api.users.login(values);
  await completeSignIn(queryClient, { id: reply.user_id, email: reply.email });
}

export async function signInWithGoogle(token: string) {
  const reply = await api.users.googleLogin(token);
  await completeSignIn(queryClient, { id: reply.user.id, email: reply.user.email });
}

/**
 * Registers; with tokens in the reply the person is signed in, in the team the reply names (the one
 * an invitation joined; else the invitation link's), else the reply's message (if any) is returned.
 */
export async function register(
  client: QueryClient,
  input: RegisterInput,
  inviteTeamId: string | null = null,
): Promise<string | undefined> {
  const reply = await api.users.register(input);
  if (reply.access_token) {
    await completeSignIn(client, { email: input.email }, reply.team_id ?? (input.invite_token ? inviteTeamId : null));
    return undefined;
  }
  return reply.message ?? undefined;
}

export const requestPasswordReset = (email: string) => api.users.requestPasswordReset(email);

export const confirmPasswordReset = (link: { uid: string; token: string }, password: string, confirm: string) =>
  api.users.confirmPasswordReset({ ...link, new_password: password, re_new_password: confirm });

export const verifyEmail = (link: { uidb64: string; token: string }) => api.users.verifyEmail(link);
