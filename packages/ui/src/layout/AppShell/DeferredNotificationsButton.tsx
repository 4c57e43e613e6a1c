import { Bell } from 'lucide-react';
import { Button } from '../../primitives/Button';
import { deferred } from '../../utils/deferred';
import { DeferredHost } from '../../utils/DeferredHost';
import { standInPress, useStandIn } from '../../utils/use-stand-in';
import * as styles from './NotificationsButton.css';

const notificationsCode = deferred(() => import('./NotificationsButton'), 'page-shown');

/**
 * The NotificationsButton with its panel's code loaded once the page is shown (deferred.ts); until
 * then the button stands in, and a press opens the panel as the code arrives.
 */
export function DeferredNotificationsButton() {
  const { module, wasAsked, ask, hostRef } = useStandIn(notificationsCode);
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
