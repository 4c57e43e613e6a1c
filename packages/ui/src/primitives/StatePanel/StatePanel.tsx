import { CircleAlert, Inbox, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './StatePanel.css';

export type StatePanelTone = 'empty' | 'error';

export interface StatePanelProps {
  /** 'error' is announced at once (role alert); 'empty' is a quiet state. */
  tone: StatePanelTone;
  title: ReactNode;
  /** One or two lines under the title. */
  children?: ReactNode;
  /** The picture above the title, drawn at 32px; an inbox (empty) or an alert sign (error) unless given. */
  icon?: ReactNode;
  /** Shows a retry button (errors). */
  onRetry?: () => void;
  /** The retry button's words; 'Try Again' unless told. */
  retryLabel?: string;
  /** Another next step, e.g. a 'Create Post' button or a link back. */
  action?: ReactNode;
  className?: string;
}

/** An empty or failed list or page: an icon, the spec's text and the next action. */
export function StatePanel({
  tone,
  title,
  children,
  icon,
  onRetry,
  retryLabel = 'Try Again',
  action,
  className,
}: StatePanelProps) {
  const DefaultIcon = tone === 'error' ? CircleAlert : Inbox;
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={[styles.panel({ tone }), className].filter(Boolean).join(' ')}
    >
      <span className={styles.icon({ tone })} aria-hidden="true">
        {icon ?? <DefaultIcon size={32} />}
      </span>
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
