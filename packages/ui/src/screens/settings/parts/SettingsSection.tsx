import { useId, type ReactNode } from 'react';
import { Inline } from '../../../primitives/Inline';
import { Stack } from '../../../primitives/Stack';
import * as styles from '../settings-screen.css';

export interface SettingsSectionProps {
  /** The section's h3. */
  title: ReactNode;
  /** A line under the title saying what the section is for. */
  description?: ReactNode;
  /** Controls at the end of the title row (e.g. 'Add Member'). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A card of a settings tab: its heading (which names the region), a line about it, its content. */
export function SettingsSection({ title, description, actions, children, className }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={[styles.card, className].filter(Boolean).join(' ')}>
      <Stack space="4">
        <Inline space="3" justify="between" align="start">
          <Stack space="1">
            <h3 id={headingId} className={styles.sectionTitle}>
              {title}
            </h3>
            {description && <p className={styles.sectionText}>{description}</p>}
          </Stack>
          {actions}
        </Inline>
        {children}
      </Stack>
    </section>
  );
}
