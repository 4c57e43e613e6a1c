import { RegisterScreen } from '@causeway/ui/screens/auth/RegisterScreen';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { takeOverTypedForms } from '../prerender/typed-before-takeover';
import { paths } from '../routes/paths';
import { teamsQueries } from '../teams/queries';
import { authMessages } from './messages';
import { authMutations } from './queries';
import { registerFailure } from './register-failure';
import { toRegisterRequest } from './register-form';
import { useGoogleSignIn } from './use-google-sign-in';

/** /register and /sign-up, optionally with an invite (`invite_token` and `team_id`). */
export function RegisterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inviteToken = params.get('invite_token');
  const google = useGoogleSignIn();
  // The page is painted from HTML in a real-mode build: what was typed before the app had it is kept.
  useLayoutEffect(() => takeOverTypedForms(), []);
  const inviteTeamId = params.get('team_id');
  const invite = useQuery(teamsQueries.invite(inviteToken, inviteTeamId));

  const register = useMutation({
    ...authMutations.register(),
    // With tokens the new user is signed in; a message-only reply still goes to /home, which hands
    // the message to /login when there is no session.
    onSuccess: (message: string | undefined) => navigate(paths.home, message ? { state: { message } } : undefined),
  });

  // One object per failed attempt: the screen shows it until the person edits the field.
  const failure = useMemo(
    () => (register.error ? registerFailure(register.error, authMessages.registrationError) : undefined),
    [register.error],
  );

  return (
    <RegisterScreen
      onSubmit={(values) => register.mutate({ input: toRegisterRequest(values, inviteToken), inviteTeamId })}
      isSubmitting={register.isPending}
      fieldErrors={failure?.fieldErrors}
      bannerError={failure?.banner ?? google.error}
      invite={invite.data ? { inviterName: invite.data.inviter_name, teamName: invite.data.team_name } : undefined}
      onGoogle={google.start}
      isGoogleBusy={google.isPending}
    />
  );
}
