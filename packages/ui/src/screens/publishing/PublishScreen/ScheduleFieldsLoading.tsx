import { Skeleton } from '../../../primitives/Skeleton';
import * as styles from './PublishScreen.css';

/** Where the date and time fields go while their code loads: their labels and boxes, greyed. */
export function ScheduleFieldsLoading() {
  return (
    <div className={styles.scheduleRow} role="status" aria-label="Loading date and time">
      {['date', 'time'].map((field) => (
        <div key={field} className={styles.fieldLoading}>
          <Skeleton shape="text" width="short" />
          <Skeleton shape="button" />
        </div>
      ))}
    </div>
  );
}
