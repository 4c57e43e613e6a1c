import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { completeSignIn } from '../session/sign-in';

/*
 * The calls behind the sign-in forms. The pages load this module after they have painted, so the
 * API client (and its schemas) never delays the form's first paint.
 */

export async function signInWithPassword(queryClient: QueryClient, values: { email: string; password: string }) {
  const reply = await api.users.login(values);
  await completeSignIn(queryClient, { id: reply.user_id, email: reply.email });
}

export async function signInWithGoogle(queryClient: QueryClient, token: string) {
  const reply = await api.users.googleLogin(token);
  await completeSignIn(queryClient, { id: reply.user.id, email: reply.user.email });
}
