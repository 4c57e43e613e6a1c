import { CircleAlert, RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from '../../../primitives/Button';
import { Logo } from '../../../layout/Logo';
import * as styles from './ErrorScreen.css';

export interface ErrorScreenProps {
  /** Reloads the whole page. */
  onRefresh: () => void;
  /** Renders the failed part again without a reload. */
  onRetry: () => void;
  /**
   * 'main' when the screen is the whole page (the app's top-level error boundary); 'div' when it
   * sits inside a layout that already has the main landmark.
   */
  as?: 'main' | 'div';
}

/** What a render failure shows: 'Something went wrong', with a page refresh and a retry. */
export function ErrorScreen({ onRefresh, onRetry, as: Element = 'main' }: ErrorScreenProps) {
  return (
    <Element className={styles.page}>
      <div className={styles.card}>
        <Logo className={styles.logo} />
        <CircleAlert className={styles.icon} size={40} aria-hidden="true" />
        <h1 className={styles.title}>Something went wrong</h1>
        <p className={styles.line}>
          This page ran into an unexpected problem. Try again, or refresh the page if it keeps happening.
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onRefresh}>
            <RefreshCw size={16} aria-hidden="true" />
            Refresh page
          </Button>
          <Button onPress={onRetry}>
            <RotateCcw size={16} aria-hidden="true" />
            Try again
          </Button>
        </div>
      </div>
    </Element>
  );
}
