import type { RegisterInput } from '@causeway/api-client';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { authCalls } from './auth-calls';

export const authKeys = {
  all: ['auth'] as const,
  verifyEmail: (uidb64: string, token: string) => [...authKeys.all, 'verify-email', uidb64, token] as const,
};

/**
 * Signing up and the emailed links. The calls load on demand (auth-calls.ts). Signing
 * in keeps its request state without the query library (sign-in-requests.ts).
 */
export const authMutations = {
  /** Resolves with the reply's message when the server answered one instead of tokens. */
  register: () =>
    mutationOptions({
      mutationFn: async ({ input, inviteTeamId }: { input: RegisterInput; inviteTeamId: string | null }, { client }) =>
        (await authCalls.load()).register(client, input, inviteTeamId),
    }),

  requestPasswordReset: () =>
    mutationOptions({
      mutationFn: async (email: string) => (await authCalls.load()).requestPasswordReset(email),
    }),

  resetPassword: (link: { uid: string; token: string }) =>
    mutationOptions({
      mutationFn: async (values: { password: string; confirmPassword: string }) =>
        (await authCalls.load()).confirmPasswordReset(link, values.password, values.confirmPassword),
    }),
};

export const authQueries = {
  /** A query, not an effect: the link is verified once even when React mounts the page twice. */
  verifyEmail: (uidb64: string, token: string) =>
    queryOptions({
      queryKey: authKeys.verifyEmail(uidb64, token),
      queryFn: async () => (await authCalls.load()).verifyEmail({ uidb64, token }),
      enabled: Boolean(uidb64 && token),
      retry: false,
      staleTime: Infinity,
      gcTime: 0,
    }),
};
