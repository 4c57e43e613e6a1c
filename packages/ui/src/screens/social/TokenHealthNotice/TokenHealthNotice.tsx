import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { HeaderNotice, noticeActionClass, noticeActionIconClass } from '../../../layout/AppShell/HeaderNotice';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { expiryHeadline, scheduledAtRiskText, type ScheduledAround, type TokenExpiry } from '../parts/token-expiry';
import { tokenHealthHeadline, tokenHealthTitle } from './token-health-headline';
import * as styles from './TokenHealthNotice.css';

/** A linked account the active team depends on whose Facebook login has run out or runs out soon. */
export interface TokenWarning extends TokenExpiry {
  accountId: string;
  accountName: string;
  /** The team's scheduled items on its pages around the expiry; null while they are not known. */
  scheduled: ScheduledAround | null;
}

export interface TokenHealthNoticeProps {
  warnings: readonly TokenWarning[];
  /** The active team, whose scheduled items are counted. */
  teamName: string;
  /** Runs Facebook Login again for the account, where the person is. */
  onReconnect: (accountId: string) => void;
  /** The account being reconnected: its button waits. */
  reconnectingId?: string | null;
  /** The zone dates are shown in; the viewer's own unless a story pins one. */
  timeZone?: string;
}

/**
 * Token health, in the header of every signed-in page (beyond the spec): a Facebook login that runs
 * out breaks every scheduled post on its pages, and the provider says so only when a post fails.
 * The header names the account and when (or how many accounts) with Reconnect; the headline opens
 * the detail: each account, its expiry, the team's scheduled items before and after, and a
 * Reconnect of its own. With several accounts the header's Reconnect opens that detail too.
 */
export function TokenHealthNotice({
  warnings,
  teamName,
  onReconnect,
  reconnectingId = null,
  timeZone,
}: TokenHealthNoticeProps) {
  const [isDetailOpen, setDetailOpen] = useState(false);
  const [only] = warnings;
  if (!only) return null;
  const reconnecting = warnings.find((warning) => warning.accountId === reconnectingId);
  // Facebook Login takes the screen: the detail makes way for it.
  const reconnect = (accountId: string) => {
    setDetailOpen(false);
    onReconnect(accountId);
  };

  return (
    <>
      <HeaderNotice
        {...tokenHealthHeadline(warnings)}
        onOpenDetail={() => setDetailOpen(true)}
        action={
          <Button
            variant="secondary"
            size="small"
            className={noticeActionClass}
            aria-label={
              reconnecting
                ? `Reconnecting... ${reconnecting.accountName}`
                : warnings.length === 1
                  ? `Reconnect ${only.accountName}`
                  : `Reconnect ${warnings.length} accounts`
            }
            aria-haspopup={warnings.length === 1 ? undefined : 'dialog'}
            isPending={reconnecting !== undefined}
            pendingLabel="Reconnecting..."
            onPress={() => (warnings.length === 1 ? reconnect(only.accountId) : setDetailOpen(true))}
          >
            <RefreshCw size={14} aria-hidden="true" className={noticeActionIconClass} />
            Reconnect
          </Button>
        }
      />
      <Dialog isOpen={isDetailOpen} onOpenChange={setDetailOpen} title={tokenHealthTitle(warnings.length)}>
        <ul className={styles.list}>
          {warnings.map((warning) => (
            <li key={warning.accountId} className={styles.item}>
              <p className={styles.itemText}>
                <strong className={styles.itemHeadline}>
                  {expiryHeadline(warning.accountName, warning, timeZone)}
                </strong>
                {scheduledAtRiskText(teamName, warning.isExpired, warning.scheduled)}
              </p>
              <Button
                variant="secondary"
                size="small"
                aria-label={
                  reconnectingId === warning.accountId
                    ? `Reconnecting... ${warning.accountName}`
                    : `Reconnect ${warning.accountName}`
                }
                isPending={reconnectingId === warning.accountId}
                pendingLabel="Reconnecting..."
                isDisabled={reconnectingId !== null && reconnectingId !== warning.accountId}
                onPress={() => reconnect(warning.accountId)}
              >
                <RefreshCw size={16} aria-hidden="true" />
                Reconnect
              </Button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
