import { ChevronDown, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { visuallyHidden } from '../../theme/layout.css';
import * as styles from './HeaderNotice.css';

export interface HeaderNoticeProps {
  /** What is wrong, in a few words: the notice's name, read out whole even where it is shortened. */
  headline: string;
  /** Shown instead of the headline where the header is narrow ('No plan', 'Login runs out in 3 days'). */
  shortHeadline?: string;
  /** The short headline stands in as soon as the header holds two notices, before the other's shortens. */
  isShortFirst?: boolean;
  /** The one word left with two notices in a narrow header ('Login'); without it, the icon and action say it. */
  tinyHeadline?: string;
  /** Read after the headline by assistive tech: what it means for the team. */
  description?: string;
  /** Makes the headline a button opening the notice's detail. */
  onOpenDetail?: () => void;
  /** The next step, beside the headline: a small button or link (ActionText for its words). */
  action: ReactNode;
}

/**
 * A notice in the header bar (AppShell's `notices`): an amber item with an icon, a headline and an
 * action, sized to the header's fixed height so one arriving late moves nothing. It cannot be
 * dismissed: it goes when what it reports is put right.
 */
export function HeaderNotice({
  headline,
  shortHeadline,
  isShortFirst = false,
  tinyHeadline,
  description,
  onOpenDetail,
  action,
}: HeaderNoticeProps) {
  const headlineId = useId();
  const descriptionId = useId();
  const content = (
    <>
      <TriangleAlert size={16} aria-hidden="true" className={styles.icon} />
      <span className={styles.text}>
        <span id={headlineId} className={styles.long}>
          {headline}
        </span>
        {shortHeadline && (
          <span className={styles.short} aria-hidden="true">
            {shortHeadline}
          </span>
        )}
        {tinyHeadline && (
          <span className={styles.tiny} aria-hidden="true">
            {tinyHeadline}
          </span>
        )}
      </span>
    </>
  );
  return (
    <div
      role="group"
      aria-labelledby={headlineId}
      aria-describedby={description ? descriptionId : undefined}
      data-short={shortHeadline ? (isShortFirst ? 'first' : 'last') : undefined}
      className={styles.notice}
    >
      {onOpenDetail ? (
        <RACButton className={styles.headlineButton} aria-haspopup="dialog" onPress={onOpenDetail}>
          {content}
          <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
        </RACButton>
      ) : (
        <span className={styles.headline}>{content}</span>
      )}
      {description && (
        <span id={descriptionId} className={visuallyHidden}>
          {description}
        </span>
      )}
      {action}
    </div>
  );
}

/** An action's words, shortened with two notices in a narrow header: the long form stays its name. */
export function ActionText({ long, short }: { long: string; short: string }) {
  return (
    <>
      <span className={styles.actionLong}>{long}</span>
      <span className={styles.actionShort} aria-hidden="true">
        {short}
      </span>
    </>
  );
}

/** The class an action takes beside a headline, and its icon's. */
export const noticeActionClass = styles.action;
export const noticeActionIconClass = styles.actionIcon;
