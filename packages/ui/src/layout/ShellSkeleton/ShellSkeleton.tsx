import * as styles from './ShellSkeleton.css';

const lineWidths = ['full', 'long', 'full', 'medium'] as const;

/**
 * A signed-in page whose frame is still on the way (the first load of a signed-in address): the
 * sidebar, the header bar, the top navigation and a page of lines where the shell will be, so
 * the screen is never blank grey. Its parts fade in only after a moment.
 */
export function ShellSkeleton() {
  return (
    // Named as one busy progress bar (its parts are pictures, hidden from assistive tech).
    <div className={styles.frame} role="progressbar" aria-label="Loading page">
      <div className={styles.rail} aria-hidden="true">
        <div className={styles.railItems}>
          <span className={styles.title} />
          {lineWidths.map((width, index) => (
            <span key={index} className={styles.lines[width]} />
          ))}
        </div>
      </div>
      <div className={styles.column} aria-hidden="true">
        <div className={styles.header}>
          <div className={styles.barItems}>
            <span className={styles.lines.short} />
          </div>
        </div>
        <div className={styles.topNav}>
          <div className={styles.barItems}>
            <span className={styles.lines.long} />
          </div>
        </div>
        <div className={styles.main}>
          <div className={styles.page}>
            <span className={styles.title} />
            <div className={styles.card}>
              {lineWidths.map((width, index) => (
                <span key={index} className={styles.lines[width]} />
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
