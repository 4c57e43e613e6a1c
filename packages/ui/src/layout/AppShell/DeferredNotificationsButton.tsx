import { Bell } from 'lucide-react';
import { Button } from '../../primitives/Button';
import { deferredCode } from '../../utils/deferred-code';
import { DeferredHost } from '../../utils/DeferredHost';
import { standInPress, useDeferredCode } from '../../utils/use-deferred-code';
import * as styles from './NotificationsButton.css';

const notificationsCode = deferredCode(() => import('./NotificationsButton'));

/**
 * The NotificationsButton with its panel's code loaded once the page is shown (deferred-code.ts);
 * until then the button stands in, and a press opens the panel as the code arrives.
 */
export function DeferredNotificationsButton() {
  const { module, wasAsked, ask, hostRef } = useDeferredCode(notificationsCode);
  return (
    <DeferredHost hostRef={hostRef}>
      {module ? (
        <module.NotificationsButton defaultOpen={wasAsked} />
      ) : (
        <Button
          variant="quiet"
          aria-label="Notifications"
          aria-haspopup="dialog"
          aria-expanded={false}
          className={styles.button}
          {...standInPress(ask)}
        >
          <Bell size={20} aria-hidden="true" />
        </Button>
      )}
    </DeferredHost>
  );
}
