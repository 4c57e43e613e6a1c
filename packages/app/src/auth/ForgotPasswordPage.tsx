import { ForgotPasswordScreen } from '@causeway/ui/screens/auth/ForgotPasswordScreen';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api';
import { authMessages } from './messages';

export function ForgotPasswordPage() {
  const request = useMutation({ mutationFn: (email: string) => api.users.requestPasswordReset(email) });
  return (
    <ForgotPasswordScreen
      onSubmit={({ email }) => request.mutate(email)}
      isSubmitting={request.isPending}
      error={request.isError ? authMessages.forgotFailed : undefined}
      sentTo={request.isSuccess ? request.variables : undefined}
    />
  );
}
