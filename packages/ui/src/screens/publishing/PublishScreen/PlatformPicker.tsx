import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Button as RACButton, ToggleButton } from 'react-aria-components';
import { Inline } from '../../../primitives/Inline';
import { PlatformMark, platformIds, platformNames } from '../../../primitives/PlatformMark';
import { Tooltip } from '../../../primitives/Tooltip';
import type { Platform } from './publish-form';
import * as styles from './PublishScreen.css';

export interface PlatformPickerProps {
  selected: readonly Platform[];
  onChange: (selected: Platform[]) => void;
  /** A platform that is not available yet was pressed, or the reel form's plus button. */
  onComingSoon: (what: string) => void;
  /** The reel form's plus button: more platforms are coming. */
  showMore?: boolean;
}

/**
 * The platform buttons (publishing §2): Facebook toggles; the others say 'Coming soon!' (as a
 * tooltip, and in a dialog when pressed), as does the reel form's plus button.
 */
export function PlatformPicker({ selected, onChange, onComingSoon, showMore = false }: PlatformPickerProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.field}>
      <span id={labelId} className={styles.fieldLabel}>
        Platforms
      </span>
      <Inline space="2">
        {platformIds.map((platform) =>
          platform === 'facebook' ? (
            <ToggleButton
              key={platform}
              isSelected={selected.includes(platform)}
              onChange={(isOn) => onChange(isOn ? [platform] : [])}
              className={styles.platformButton}
              aria-label={platformNames[platform]}
            >
              <PlatformMark platform={platform} size={24} />
            </ToggleButton>
          ) : (
            <Tooltip key={platform} content="Coming soon!" placement="top">
              <RACButton
                className={styles.platformButton}
                data-coming-soon=""
                aria-label={`${platformNames[platform]}: Coming soon!`}
                onPress={() => onComingSoon(platformNames[platform])}
              >
                <PlatformMark platform={platform} size={24} tone="muted" />
              </RACButton>
            </Tooltip>
          ),
        )}
        {showMore && (
          <Tooltip content="More platforms are coming" placement="top">
            <RACButton
              className={styles.platformButton}
              aria-label="More platforms: Coming soon!"
              onPress={() => onComingSoon('More platforms')}
            >
              <Plus size={20} aria-hidden="true" />
            </RACButton>
          </Tooltip>
        )}
      </Inline>
    </div>
  );
}
