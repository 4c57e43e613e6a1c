import { CircleAlert, CircleCheck, Info, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Stack } from '../../primitives/Stack';
import * as styles from './AuthParts.css';

export type AuthMessageTone = 'progress' | 'success' | 'error' | 'info' | 'mail';

export interface AuthMessageProps {
  tone: AuthMessageTone;
  /** The page's h1 in this state. */
  title: ReactNode;
  children?: ReactNode;
  /** The next step: a full-width large button (as the auth forms end) and a link under it. */
  actions?: ReactNode;
}

const icons = { success: CircleCheck, error: CircleAlert, info: Info, mail: MailCheck } as const;

/**
 * A whole-page state of an auth screen instead of a form: verifying, done, failed. The text is
 * announced when it appears (an alert for errors, a status otherwise).
 */
export function AuthMessage({ tone, title, children, actions }: AuthMessageProps) {
  const Icon = tone === 'progress' ? null : icons[tone];
  return (
    <Stack as="section" space="4" align="start">
      <div className={styles.messageMark({ tone })} aria-hidden="true">
        {Icon ? <Icon size={28} /> : <span className={styles.spinner} />}
      </div>
      <Stack space="2" role={tone === 'error' ? 'alert' : 'status'}>
        <h1 className={styles.title}>{title}</h1>
        {children && (
          <Stack space="2" className={styles.subtitle}>
            {children}
          </Stack>
        )}
      </Stack>
      {actions && <div className={styles.messageActions}>{actions}</div>}
    </Stack>
  );
}
