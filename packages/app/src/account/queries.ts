import type { ChangePasswordRequest } from '@causeway/api-client/schemas';
import type { UpdateUserInput } from '@causeway/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../api';
import { accountKeys } from '../session/queries';

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
