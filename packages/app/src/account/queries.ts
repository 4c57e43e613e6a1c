import type { ChangePasswordRequest } from '@causeway/api-client/schemas';
import type { UpdateUserInput } from '@causeway/api-client';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { hasSession } from '../session/has-session';

export const accountKeys = {
  all: ['account'] as const,
  details: () => [...accountKeys.all, 'details'] as const,
};

export const accountQueries = {
  /**
   * The signed-in user's details. On a protected path they are fetched once and, on failure,
   * retried twice — after 1 s, then 2 s (accounts §4) — before the session is given up.
   */
  details: () =>
    queryOptions({
      queryKey: accountKeys.details(),
      queryFn: () => api.users.details(),
      enabled: hasSession,
      retry: 2,
      retryDelay: (attempt) => 1000 * 2 ** attempt,
    }),
};

export const accountMutations = {
  /**
   * PATCH /users/user/ (multipart, the non-null fields). The details are fetched again once it is
   * saved, so the header's name and picture change at once.
   */
  updateDetails: () =>
    mutationOptions({
      mutationFn: (input: UpdateUserInput) => api.users.updateDetails(input),
      onSuccess: (_reply, _input, _context, { client }) =>
        client.invalidateQueries({ queryKey: accountKeys.details() }),
    }),

  /** POST /users/resend-verification-email/ with the account's address. */
  resendVerification: () =>
    mutationOptions({ mutationFn: (email: string) => api.users.resendVerificationEmail(email) }),

  /** POST /users/change-password/. */
  changePassword: () =>
    mutationOptions({ mutationFn: (body: ChangePasswordRequest) => api.users.changePassword(body) }),

  /** DELETE /users/{id}/delete/. */
  deleteAccount: () => mutationOptions({ mutationFn: (userId: string) => api.users.deleteAccount(userId) }),
};
