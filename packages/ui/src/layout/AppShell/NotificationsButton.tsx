import { Bell } from 'lucide-react';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { Button } from '../../primitives/Button';
import { Tooltip } from '../../primitives/Tooltip';
import * as styles from './NotificationsButton.css';

/**
 * The header's notifications button. The spec shows no behaviour for it; rather than a button that
 * does nothing, it opens a small panel saying there is nothing new.
 */
export function NotificationsButton({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Tooltip content="Notifications" placement="bottom">
        <Button variant="quiet" aria-label="Notifications" className={styles.button}>
          <Bell size={20} aria-hidden="true" />
        </Button>
      </Tooltip>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog aria-label="Notifications" className={styles.dialog}>
          <p className={styles.title}>Notifications</p>
          <p className={styles.line}>You are all caught up. Nothing new since your last visit.</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
