import {
  PersonalScreen,
  personalMessages,
  type AccountDeletion,
  type PersonalValues,
} from '@causeway/ui/screens/settings/PersonalScreen';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { messageOf } from '../lib/errors';
import { formFailure } from '../lib/form-failure';
import { storedSession } from '../lib/storage';
import { useLeaveGuard } from '../lib/use-leave-guard';
import { accountQueries } from '../session/queries';
import { useLogout } from '../session/use-logout';
import { toasts } from '../toasts';
import { hasUnsavedEdits, personalServerFields, personalValuesOf, toUpdateUser } from './personal-form';
import { accountMutations } from './queries';

/**
 * /control-tower/personal (accounts §2): the profile saved after a confirmation (the header's name
 * and picture follow at once), Verify Email, and deleting the account, which ends with the person
 * logged out on '/'. Edits are kept through a failed save, and leaving with them asks first.
 */
export function PersonalPage() {
  const details = useQuery(accountQueries.details());
  const saved = personalValuesOf(details.data);
  // What the person changed; null while the form shows the saved details as they are.
  const [draft, setDraft] = useState<PersonalValues | null>(null);
  const values = draft ?? saved;
  const leaveGuard = useLeaveGuard(hasUnsavedEdits(values, saved));

  const update = useMutation(accountMutations.updateDetails());
  // One object per failed attempt: the screen shows its field errors until the field is edited.
  const failure = useMemo(
    () => (update.error ? formFailure(update.error, personalServerFields) : undefined),
    [update.error],
  );

  const email = details.data?.email ?? '';
  const resend = useMutation({
    ...accountMutations.resendVerification(),
    onSuccess: (reply) => toasts.success(reply.message ?? `Verification email sent to ${email}.`),
    onError: (error) => toasts.error(messageOf(error)),
  });

  const logout = useLogout();
  const remove = useMutation(accountMutations.deleteAccount());
  const [deletion, setDeletion] = useState<AccountDeletion>({ status: 'idle' });
  const deleteAccount = async () => {
    const userId = details.data?.id ?? storedSession.userId();
    if (!userId) {
      setDeletion({ status: 'failed', message: personalMessages.noUserId });
      return;
    }
    setDeletion({ status: 'deleting' });
    try {
      await remove.mutateAsync(userId);
      setDeletion({ status: 'deleted' });
    } catch {
      setDeletion({ status: 'failed', message: personalMessages.deleteFailed });
    }
  };

  return (
    <PersonalScreen
      status={details.isPending ? 'loading' : details.isError ? 'error' : 'ready'}
      errorMessage={details.isError ? messageOf(details.error) : undefined}
      onRetry={() => void details.refetch()}
      account={
        details.data
          ? {
              email: details.data.email,
              isEmailVerified: details.data.is_email_verified,
              profilePicture: details.data.profile_picture,
            }
          : null
      }
      values={values}
      onChange={setDraft}
      // Saved: the form shows the details as fetched again; failed: the edits stay as they were.
      onSave={(next) => update.mutate(toUpdateUser(next), { onSuccess: () => setDraft(null) })}
      isSaving={update.isPending}
      isSaved={update.isSuccess}
      onSavedClose={() => update.reset()}
      saveError={failure?.banner}
      fieldErrors={failure?.fieldErrors}
      onVerifyEmail={() => resend.mutate(email)}
      isSendingVerification={resend.isPending}
      onDeleteAccount={() => void deleteAccount()}
      deletion={deletion}
      onDeletionClose={() => {
        // The server has ended every session of the account: signing out needs no call.
        if (deletion.status === 'deleted') void logout({ callServer: false });
        else setDeletion({ status: 'idle' });
      }}
      leaveGuard={leaveGuard}
    />
  );
}
