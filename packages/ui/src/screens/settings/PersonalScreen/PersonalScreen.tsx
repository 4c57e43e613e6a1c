import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { LoadRegion } from '../../../primitives/LoadRegion';
import { ResultDialog } from '../../../primitives/ResultDialog';
import { Stack } from '../../../primitives/Stack';
import { TextField } from '../../../primitives/TextField';
import { useServerFieldErrors, type ServerFieldErrors } from '../../auth/RegisterScreen/use-server-field-errors';
import { LeaveDialog, type LeaveGuard } from '../parts/LeaveDialog';
import { SettingsSection } from '../parts/SettingsSection';
import * as shared from '../settings-screen.css';
import { EmailSection } from './EmailSection';
import { ProfilePicture } from './ProfilePicture';
import { checkPicture, personalMessages } from './rules';
import * as styles from './PersonalScreen.css';

/** What the Personal form holds: the texts as typed, and a newly chosen picture (null: keep the saved one). */
export interface PersonalValues {
  username: string;
  companyName: string;
  picture: File | null;
}

/** A field of the Personal form, by the form's own name. */
export type PersonalField = keyof PersonalValues;

/** The server's errors on the form's fields; the app maps its field names onto these. */
export type PersonalFieldErrors = ServerFieldErrors<PersonalField>;

/** The saved account, as the tab shows it. */
export interface PersonalAccount {
  /** '' when the account has none. */
  email: string;
  isEmailVerified: boolean;
  profilePicture: string | null;
}

/** Where deleting the account stands; each outcome has its dialog. */
export type AccountDeletion =
  { status: 'idle' } | { status: 'deleting' } | { status: 'deleted' } | { status: 'failed'; message: string };

export interface PersonalScreenProps {
  /** Where the user's details stand. */
  status: 'loading' | 'error' | 'ready';
  /** 'Failed to fetch user details' or the server's words. */
  errorMessage?: string | undefined;
  onRetry?: () => void;
  account: PersonalAccount | null;
  values: PersonalValues;
  onChange: (values: PersonalValues) => void;
  /** Called once the person has confirmed. */
  onSave: (values: PersonalValues) => void;
  isSaving?: boolean;
  /** The save went through: the success dialog shows until `onSavedClose`. */
  isSaved?: boolean;
  onSavedClose?: () => void;
  /** A failed save's message, above the form; what was typed stays. */
  saveError?: string | undefined;
  /** Server errors by field; pass a new object for each failed attempt. */
  fieldErrors?: PersonalFieldErrors | undefined;
  onVerifyEmail: () => void;
  isSendingVerification?: boolean;
  /** Called once the person has confirmed the deletion. */
  onDeleteAccount: () => void;
  deletion?: AccountDeletion;
  /** The deletion's result dialog was closed (after 'deleted' the app signs the person out). */
  onDeletionClose: () => void;
  /** A navigation held back by unsaved edits: the screen asks whether to leave. */
  leaveGuard?: LeaveGuard | null | undefined;
}

/**
 * The Personal tab (accounts §2): profile picture with a preview, username and company name saved
 * after a confirmation; the email with its badge and Verify Email; deleting the account.
 */
export function PersonalScreen({
  status,
  errorMessage,
  onRetry,
  account,
  values,
  onChange,
  onSave,
  isSaving = false,
  isSaved = false,
  onSavedClose,
  saveError,
  fieldErrors,
  onVerifyEmail,
  isSendingVerification,
  onDeleteAccount,
  deletion = { status: 'idle' },
  onDeletionClose,
  leaveGuard,
}: PersonalScreenProps) {
  const [serverErrors, clearServerError] = useServerFieldErrors(fieldErrors);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const [isConfirming, setConfirming] = useState(false);
  const [isDeleteAsked, setDeleteAsked] = useState(false);

  const change = (patch: Partial<PersonalValues>) => {
    onChange({ ...values, ...patch });
    for (const field of Object.keys(patch) as PersonalField[]) clearServerError(field);
  };

  const choosePicture = ([file]: File[]) => {
    if (!file) return;
    const problem = checkPicture(file);
    setPictureError(problem);
    // A refused file is never kept, so it can never be sent.
    if (!problem) change({ picture: file });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConfirming(true);
  };

  const isDeleting = deletion.status === 'deleting';
  const deletionResult = deletion.status === 'deleted' || deletion.status === 'failed' ? deletion : null;

  return (
    <Stack space="6">
      <Stack space="1">
        <h2 className={shared.title}>Personal</h2>
        <p className={shared.lead}>Your profile as your team sees it, your email address and your account.</p>
      </Stack>
      <LoadRegion
        status={status}
        loadingLabel="Loading your details"
        error={{ title: errorMessage ?? 'Failed to fetch user details' }}
        onRetry={onRetry}
      >
        <Stack space="6">
          {saveError && <Banner tone="error">{saveError}</Banner>}
          <SettingsSection title="Profile" description="Your picture, name and company, as your team sees them.">
            <Form onSubmit={submit} validationErrors={serverErrors} aria-label="Profile" className={shared.fields}>
              <ProfilePicture
                name={values.username || account?.email || ''}
                current={account?.profilePicture ?? null}
                chosen={values.picture}
                onChoose={choosePicture}
                onRemoveChosen={() => {
                  setPictureError(undefined);
                  change({ picture: null });
                }}
                errorMessage={pictureError ?? serverErrors.picture?.join(' ')}
                isDisabled={isSaving}
              />
              <TextField
                name="username"
                label="Username"
                autoComplete="nickname"
                value={values.username}
                onChange={(username) => change({ username })}
              />
              <TextField
                name="companyName"
                label="Company Name"
                autoComplete="organization"
                value={values.companyName}
                onChange={(companyName) => change({ companyName })}
              />
              <div className={shared.actions}>
                <Button type="submit" isPending={isSaving} pendingLabel="Saving...">
                  Save Changes
                </Button>
              </div>
            </Form>
          </SettingsSection>
          <EmailSection
            email={account?.email ?? ''}
            isVerified={account?.isEmailVerified ?? false}
            onVerify={onVerifyEmail}
            isSending={isSendingVerification}
          />
          <SettingsSection
            title="Delete Account"
            description="Deactivates your account and signs you out. Reactivating it needs contacting support."
            className={styles.dangerCard}
          >
            <div>
              <Button variant="danger" onPress={() => setDeleteAsked(true)}>
                <Trash2 size={16} aria-hidden="true" />
                Delete Account Permanently
              </Button>
            </div>
          </SettingsSection>
        </Stack>
      </LoadRegion>

      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title="Save Changes"
        message={personalMessages.confirmSave}
        confirmLabel="Save Changes"
        onConfirm={() => {
          setConfirming(false);
          onSave(values);
        }}
      />
      <ResultDialog
        isOpen={isSaved}
        onOpenChange={(isOpen) => {
          if (!isOpen) onSavedClose?.();
        }}
        tone="success"
        title={personalMessages.savedTitle}
        message={personalMessages.saved}
      />
      <ConfirmDialog
        isOpen={isDeleteAsked && deletionResult === null}
        onOpenChange={setDeleteAsked}
        title="Delete Account Permanently"
        message={personalMessages.deleteConfirm}
        confirmLabel="Delete Account"
        tone="danger"
        isBusy={isDeleting}
        busyLabel="Deleting..."
        onConfirm={onDeleteAccount}
      />
      <ResultDialog
        isOpen={deletionResult !== null}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          setDeleteAsked(false);
          onDeletionClose();
        }}
        tone={deletionResult?.status === 'deleted' ? 'success' : 'error'}
        title={
          deletionResult?.status === 'deleted' ? personalMessages.deletedTitle : personalMessages.deleteFailedTitle
        }
        message={deletionResult?.status === 'failed' ? deletionResult.message : personalMessages.deleted}
      />
      <LeaveDialog guard={leaveGuard} />
    </Stack>
  );
}
