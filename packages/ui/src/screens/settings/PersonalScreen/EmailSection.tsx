import { Mail } from 'lucide-react';
import { Banner } from '../../../primitives/Banner';
import { VerifiedBadge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { Inline } from '../../../primitives/Inline';
import { SettingsSection } from '../parts/SettingsSection';
import { personalMessages } from './rules';
import * as styles from './PersonalScreen.css';

export interface EmailSectionProps {
  /** '' when the account has none: 'No email address found'. */
  email: string;
  isVerified: boolean;
  onVerify: () => void;
  isSending?: boolean;
}

/** The account's email with its Verified or Unverified badge, and Verify Email (accounts §2). */
export function EmailSection({ email, isVerified, onVerify, isSending = false }: EmailSectionProps) {
  return (
    <SettingsSection title="Email Address" description="Where Causeway sends sign-in links, invitations and notices.">
      {email ? (
        <Inline space="2">
          <span className={styles.email}>{email}</span>
          <VerifiedBadge isVerified={isVerified} />
        </Inline>
      ) : (
        <p className={styles.noEmail}>{personalMessages.noEmail}</p>
      )}
      {email && !isVerified && (
        <Banner tone="warning" title={personalMessages.emailNotVerified}>
          {personalMessages.notVerifiedText}
        </Banner>
      )}
      <div>
        <Button
          variant="secondary"
          isDisabled={isVerified || !email}
          isPending={isSending}
          pendingLabel="Sending..."
          onPress={onVerify}
        >
          <Mail size={16} aria-hidden="true" />
          Verify Email
        </Button>
      </div>
    </SettingsSection>
  );
}
