import type { DateAndTime } from './date-text';
import * as styles from './review-screen.css';

/** A date over its time of day, so date columns stay narrow; '—' when there is none. */
export function DateTimeCell({ value }: { value: DateAndTime | null }) {
  if (!value) return <>—</>;
  return (
    <span className={styles.dateTime}>
      <span>{value.date}</span>
      <span className={styles.subtle}>{value.time}</span>
    </span>
  );
}
