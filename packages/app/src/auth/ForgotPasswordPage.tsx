import { ForgotPasswordScreen } from '@causeway/ui/screens/auth/ForgotPasswordScreen';
import { useMutation } from '@tanstack/react-query';
import { authMessages } from './messages';
import { authMutations } from './queries';

export function ForgotPasswordPage() {
  const request = useMutation(authMutations.requestPasswordReset());
  return (
    <ForgotPasswordScreen
      onSubmit={({ email }) => request.mutate(email)}
      isSubmitting={request.isPending}
      error={request.isError ? authMessages.forgotFailed : undefined}
      sentTo={request.isSuccess ? request.variables : undefined}
    />
  );
}
