import { AuthLayout } from '../../../layout/AuthLayout';
import { ComingSoonBadge } from '../../../primitives/ComingSoonBadge';
import { Link } from '../../../primitives/Link';
import { Stack } from '../../../primitives/Stack';
import { useUiPaths } from '../../../primitives/UiProvider';
import { backLinkFor } from '../back-link';
import * as styles from './SignupComingSoonScreen.css';

export type ComingSoonProvider = 'facebook' | 'linkedin';

const providerNames = { facebook: 'Facebook', linkedin: 'LinkedIn' } as const;

export interface SignupComingSoonScreenProps {
  provider: ComingSoonProvider;
  /** The `from` query parameter: login (the default), register or forgot-password. */
  from?: string | null | undefined;
}

/** /signup/facebook and /signup/linkedin: that sign-up is announced but not open yet. */
export function SignupComingSoonScreen({ provider, from }: SignupComingSoonScreenProps) {
  const name = providerNames[provider];
  const back = backLinkFor(from, useUiPaths());
  return (
    <AuthLayout>
      <Stack as="section" space="3" align="start">
        <ComingSoonBadge />
        <h1 className={styles.title}>Sign up with {name}</h1>
        <p className={styles.text}>
          Signing up with {name} is coming soon. Until then, sign up with your email address or with Google.
        </p>
        <Link variant="standalone" href={back.href}>
          {back.label}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
