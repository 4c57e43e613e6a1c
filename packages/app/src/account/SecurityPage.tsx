import { SecurityScreen, securityMessages } from '@causeway/ui/screens/settings/SecurityScreen';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLogout } from '../session/use-logout';
import { formFailure } from '../lib/form-failure';
import { paths } from '../routes/paths';
import { accountMutations } from './queries';
import { securityServerFields, toChangePassword } from './security-form';

/**
 * /control-tower/security (accounts §2, §5): the password is changed, then the person is logged out
 * and lands on /login, where 'Password changed successfully!' is the green banner over the form
 * they log in with again. Server field errors show on their fields; other failures above the form.
 */
export function SecurityPage() {
  const logout = useLogout();
  const change = useMutation({
    ...accountMutations.changePassword(),
    onSuccess: () => logout({ to: paths.login, notice: securityMessages.changed }),
  });
  // One object per failed attempt: the screen shows its field errors until the field is edited.
  const failure = useMemo(
    () => (change.error ? formFailure(change.error, securityServerFields) : undefined),
    [change.error],
  );

  return (
    <SecurityScreen
      onSubmit={(values) => change.mutate(toChangePassword(values))}
      isSubmitting={change.isPending}
      error={failure?.banner}
      fieldErrors={failure?.fieldErrors}
    />
  );
}
