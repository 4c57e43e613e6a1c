import { RegisterScreen } from '@causeway/ui/screens/auth/RegisterScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../api';
import { completeSignIn } from '../session/sign-in';
import { authMessages } from './messages';
import { registerFailure } from './register-failure';
import { useGoogleSignIn } from './use-google-sign-in';

/** /register and /sign-up, optionally with an invite (`invite_token` and `team_id`). */
export function RegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const inviteToken = params.get('invite_token');
  const teamId = params.get('team_id');
  const google = useGoogleSignIn();

  const invite = useQuery({
    queryKey: ['teams', 'invite', inviteToken, teamId],
    queryFn: () => api.teams.inviteDetails({ invite_token: inviteToken ?? '', team_id: teamId ?? '' }),
    enabled: Boolean(inviteToken && teamId),
    retry: false,
  });

  const register = useMutation({
    mutationFn: async (values: {
      fullName: string;
      email: string;
      company: string;
      password: string;
      confirmPassword: string;
    }) => {
      const reply = await api.users.register({
        email: values.email,
        password: values.password,
        confirm_password: values.confirmPassword,
        username: values.fullName,
        company_name: values.company,
        invite_token: inviteToken,
      });
      if (reply.access_token) {
        await completeSignIn(queryClient, { email: values.email });
        return undefined;
      }
      return reply.message ?? undefined;
    },
    // With tokens the new user is signed in; a message-only reply still goes to /home, which hands
    // the message to /login when there is no session.
    onSuccess: (message) => navigate('/home', message ? { state: { message } } : undefined),
  });

  // One object per failed attempt: the screen shows it until the person edits the field.
  const failure = useMemo(
    () => (register.error ? registerFailure(register.error, authMessages.registrationError) : undefined),
    [register.error],
  );
  return (
    <RegisterScreen
      onSubmit={(values) => register.mutate(values)}
      isSubmitting={register.isPending}
      fieldErrors={failure?.fieldErrors}
      bannerError={failure?.banner ?? google.error}
      invite={invite.data ? { inviterName: invite.data.inviter_name, teamName: invite.data.team_name } : undefined}
      onGoogle={google.start}
      isGoogleBusy={google.isPending}
    />
  );
}
