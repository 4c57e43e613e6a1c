import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './Banner.css';

export type BannerTone = 'success' | 'error' | 'warning' | 'info';

export interface BannerProps {
  tone: BannerTone;
  title?: ReactNode;
  /** The message: one or two lines. */
  children?: ReactNode;
  /** A link or button that offers the next step (e.g. 'Subscribe to Plan'). */
  action?: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

const icons = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info } as const;

/**
 * A message across the content: green for success, red for errors, amber warnings, blue information.
 * Errors are announced at once (role alert); the others politely (role status).
 */
export function Banner({ tone, title, children, action, onDismiss, dismissLabel = 'Dismiss', className }: BannerProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.banner({ tone }), className].filter(Boolean).join(' ')}
    >
      <Icon className={styles.icon} size={18} aria-hidden="true" />
      <div className={styles.body}>
        <div className={styles.text}>
          {title && <strong className={styles.title}>{title}</strong>}
          {children}
        </div>
        {action}
      </div>
      {onDismiss && (
        <Button variant="quiet" size="small" className={styles.dismiss} aria-label={dismissLabel} onPress={onDismiss}>
          <X size={16} aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
