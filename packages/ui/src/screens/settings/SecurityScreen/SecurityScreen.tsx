import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { PasswordField } from '../../../primitives/PasswordField';
import { Stack } from '../../../primitives/Stack';
import { useServerFieldErrors, type ServerFieldErrors } from '../../auth/RegisterScreen/use-server-field-errors';
import { SettingsSection } from '../parts/SettingsSection';
import * as shared from '../settings-screen.css';
import { securityMessages, validateConfirmPassword, validateNewPassword, validateOldPassword } from './rules';

export interface SecurityValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** A field of the change-password form, by the form's own name. */
export type SecurityField = keyof SecurityValues;

/** The server's errors on the form's fields; the app maps its field names onto these. */
export type SecurityFieldErrors = ServerFieldErrors<SecurityField>;

export interface SecurityScreenProps {
  /** Called once every rule passes and the person has confirmed. */
  onSubmit: (values: SecurityValues) => void;
  isSubmitting?: boolean;
  /** A failure no field owns ('Failed to change password' or the server's words), above the form. */
  error?: string | undefined;
  /** Server errors by field; pass a new object for each failed attempt. */
  fieldErrors?: SecurityFieldErrors | undefined;
}

/**
 * The Security tab (accounts §2, §5): Change Current Password with the old, new and confirmed
 * password, each with show/hide; the rules are checked first, then a confirmation says the person
 * will be logged out.
 */
export function SecurityScreen({ onSubmit, isSubmitting = false, error, fieldErrors }: SecurityScreenProps) {
  const [values, setValues] = useState<SecurityValues>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [serverErrors, clearServerError] = useServerFieldErrors(fieldErrors);
  const [isConfirming, setConfirming] = useState(false);

  const field = (name: SecurityField) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearServerError(name);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConfirming(true);
  };

  return (
    <Stack space="6">
      <Stack space="1">
        <h2 className={shared.title}>Security</h2>
        <p className={shared.lead}>Keep your account safe with a password only you know.</p>
      </Stack>
      {error && <Banner tone="error">{error}</Banner>}
      <SettingsSection
        title="Change Current Password"
        description="Enter the password you use now, then the new one twice."
      >
        <Form
          onSubmit={submit}
          validationErrors={serverErrors}
          aria-label="Change Current Password"
          className={shared.fields}
        >
          <PasswordField
            {...field('oldPassword')}
            label="Old Password"
            autoComplete="current-password"
            isRequired
            validate={validateOldPassword}
          />
          <PasswordField
            {...field('newPassword')}
            label="New Password"
            autoComplete="new-password"
            description={securityMessages.newHint}
            isRequired
            validate={validateNewPassword}
          />
          <PasswordField
            {...field('confirmPassword')}
            label="Confirm New Password"
            autoComplete="new-password"
            isRequired
            validate={(value) => validateConfirmPassword(value, values.newPassword)}
          />
          <div className={shared.actions}>
            <Button type="submit" isPending={isSubmitting} pendingLabel="Changing password...">
              Reset Password
            </Button>
          </div>
        </Form>
      </SettingsSection>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title="Reset Password"
        message={securityMessages.confirmLogout}
        confirmLabel="Reset Password"
        onConfirm={() => {
          setConfirming(false);
          onSubmit(values);
        }}
      />
    </Stack>
  );
}
