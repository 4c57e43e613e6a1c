import { useId, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { ComingSoonBadge } from '../../primitives/ComingSoonBadge';
import { Stack } from '../../primitives/Stack';
import * as styles from './AuthParts.css';
import { ProviderMark } from './ProviderMark';

export interface SocialSignInProps {
  /** The divider text above the buttons: 'Or login with' on login. */
  label: ReactNode;
  /** Starts the Google sign-in. */
  onGoogle: () => void;
  /** While the Google sign-in runs: a spinner, and a second press does nothing. */
  isGoogleBusy?: boolean;
  /** While the page's own form is submitting. */
  isDisabled?: boolean;
}

/** Sign in with another account: Google works; Facebook and LinkedIn are shown, disabled, as coming soon. */
export function SocialSignIn({ label, onGoogle, isGoogleBusy, isDisabled }: SocialSignInProps) {
  const labelId = useId();
  return (
    <Stack space="4" role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.divider}>
        {label}
      </p>
      <Stack space="3">
        <Button variant="secondary" fullWidth isPending={isGoogleBusy} isDisabled={isDisabled} onPress={onGoogle}>
          <ProviderMark provider="google" />
          Google
        </Button>
        <Button variant="secondary" fullWidth isDisabled>
          <ProviderMark provider="facebook" />
          Facebook
          <ComingSoonBadge />
        </Button>
        <Button variant="secondary" fullWidth isDisabled>
          <ProviderMark provider="linkedin" />
          LinkedIn
          <ComingSoonBadge />
        </Button>
      </Stack>
    </Stack>
  );
}
