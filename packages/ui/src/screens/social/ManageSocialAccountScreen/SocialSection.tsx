import { useId, type ReactNode } from 'react';
import { Banner } from '../../../primitives/Banner';
import { Inline } from '../../../primitives/Inline';
import { Stack } from '../../../primitives/Stack';
import type { SocialNotice } from './social-types';
import * as styles from './ManageSocialAccountScreen.css';

export interface SocialSectionProps {
  /** The section's h3, which names the region. */
  title: string;
  description: string;
  /** Controls at the end of the title row. */
  actions?: ReactNode;
  /** The last action's message, when it was taken here. */
  notice?: SocialNotice | null;
  onDismissNotice?: () => void;
  children: ReactNode;
}

/** A card of the tab: heading, a line about it, the message of the last action taken in it, the content. */
export function SocialSection({ title, description, actions, notice, onDismissNotice, children }: SocialSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Stack space="4">
        <Inline space="3" justify="between" align="end">
          <Stack space="1" className={styles.sectionHeading}>
            <h3 id={headingId} className={styles.sectionTitle}>
              {title}
            </h3>
            <p className={styles.sectionText}>{description}</p>
          </Stack>
          {actions}
        </Inline>
        {notice && (
          <Banner tone={notice.tone} title={notice.title} onDismiss={onDismissNotice}>
            <span>{notice.text}</span>
          </Banner>
        )}
        {children}
      </Stack>
    </section>
  );
}
