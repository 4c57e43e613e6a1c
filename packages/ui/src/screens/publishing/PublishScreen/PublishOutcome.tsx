import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { Button } from '../../../primitives/Button';
import * as styles from './PublishScreen.css';

/** How one page fared in a publish. */
export interface PageOutcome {
  pageId: string;
  pageName: string;
  ok: boolean;
  /** Why it failed, in the provider's words (or the catalogue's fallback). */
  reason?: string | undefined;
}

export interface PublishOutcomeProps {
  outcomes: readonly PageOutcome[];
  onRetryFailed?: () => void;
  isRetrying?: boolean;
}

/**
 * When some pages fail and others succeed: each page with its outcome and reason, and 'Retry
 * failed pages' to send again to those only.
 */
export function PublishOutcome({ outcomes, onRetryFailed, isRetrying = false }: PublishOutcomeProps) {
  const failed = outcomes.filter((outcome) => !outcome.ok);
  return (
    <section aria-labelledby="publish-outcome-title" className={styles.outcome}>
      <h2 id="publish-outcome-title" className={styles.outcomeTitle}>
        {failed.length === 0
          ? 'Published to every page'
          : `Published to ${outcomes.length - failed.length} of ${outcomes.length} pages`}
      </h2>
      <ul className={styles.outcomeList}>
        {outcomes.map((outcome) => (
          <li key={outcome.pageId} className={styles.outcomeRow}>
            {outcome.ok ? (
              <CircleCheck size={18} aria-hidden="true" className={styles.okIcon} />
            ) : (
              <CircleX size={18} aria-hidden="true" className={styles.failIcon} />
            )}
            <span>
              <strong>{outcome.pageName}</strong>: {outcome.ok ? 'Published' : `Failed: ${outcome.reason ?? ''}`}
            </span>
          </li>
        ))}
      </ul>
      {failed.length > 0 && onRetryFailed && (
        <Button variant="secondary" onPress={onRetryFailed} isPending={isRetrying} pendingLabel="Retrying...">
          <RotateCcw size={16} aria-hidden="true" />
          Retry failed pages
        </Button>
      )}
    </section>
  );
}
