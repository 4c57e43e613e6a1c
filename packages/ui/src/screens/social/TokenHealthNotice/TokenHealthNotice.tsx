import { RefreshCw } from 'lucide-react';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Stack } from '../../../primitives/Stack';
import { expiryHeadline, scheduledAtRiskText, type ScheduledAround, type TokenExpiry } from '../parts/token-expiry';

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
 * Token health, above every signed-in page (beyond the spec): a Facebook login that runs out
 * breaks every scheduled post on its pages, and the provider says so only when a post fails. Each
 * warning names the account, when its login runs out, what the team has scheduled before and after,
 * and offers Reconnect on the spot.
 */
export function TokenHealthNotice({
  warnings,
  teamName,
  onReconnect,
  reconnectingId = null,
  timeZone,
}: TokenHealthNoticeProps) {
  if (warnings.length === 0) return null;
  return (
    <Stack space="3">
      {warnings.map((warning) => (
        <Banner
          key={warning.accountId}
          tone="warning"
          title={expiryHeadline(warning.accountName, warning, timeZone)}
          action={
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
              onPress={() => onReconnect(warning.accountId)}
            >
              <RefreshCw size={16} aria-hidden="true" />
              Reconnect
            </Button>
          }
        >
          {scheduledAtRiskText(teamName, warning.isExpired, warning.scheduled)}
        </Banner>
      ))}
    </Stack>
  );
}
