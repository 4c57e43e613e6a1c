import { CircleAlert, Inbox, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../primitives/Button';
import * as styles from './StatePanel.css';

export interface StatePanelProps {
  /** 'error' is announced at once; 'empty' is a quiet state. */
  tone: 'empty' | 'error';
  title: ReactNode;
  /** One or two lines under the title. */
  children?: ReactNode;
  /** Shows a retry button (errors). */
  onRetry?: () => void;
  retryLabel?: string;
  /** Another next step, e.g. a link back. */
  action?: ReactNode;
}

/** An empty or failed list or page: an icon, the spec's text and the next action. */
export function StatePanel({ tone, title, children, onRetry, retryLabel = 'Try Again', action }: StatePanelProps) {
  const Icon = tone === 'error' ? CircleAlert : Inbox;
  return (
    <div role={tone === 'error' ? 'alert' : undefined} className={styles.panel({ tone })}>
      <Icon className={styles.icon({ tone })} size={32} aria-hidden="true" />
      <p className={styles.title}>{title}</p>
      {children && <p className={styles.message}>{children}</p>}
      {(onRetry || action) && (
        <div className={styles.actions}>
          {onRetry && (
            <Button variant="secondary" onPress={onRetry}>
              <RotateCcw size={16} aria-hidden="true" />
              {retryLabel}
            </Button>
          )}
          {action}
        </div>
      )}
    </div>
  );
}
