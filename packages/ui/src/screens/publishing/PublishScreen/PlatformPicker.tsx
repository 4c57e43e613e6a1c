import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { FieldErrorText } from '../../../primitives/Field';
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
  /** Why the form cannot be sent with the platforms chosen (none). */
  errorMessage?: string | undefined;
}

/**
 * The platform buttons (publishing §2): Facebook toggles; the others say 'Coming soon!' (as a
 * tooltip, and in a dialog when pressed), as does the reel form's plus button.
 */
export function PlatformPicker({
  selected,
  onChange,
  onComingSoon,
  showMore = false,
  errorMessage,
}: PlatformPickerProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={errorMessage ? errorId : undefined}
      data-field="platforms"
      className={styles.field}
    >
      <span id={labelId} className={styles.fieldLabel}>
        Platforms
      </span>
      <Inline space="2">
        {platformIds.map((platform) =>
          platform === 'facebook' ? (
            // A pressed/not-pressed button, as RAC's ToggleButton draws it; RAC's ToggleButton would
            // bring toggle groups' toolbar and focus-scope code to the form before it is shown.
            <RACButton
              key={platform}
              aria-pressed={selected.includes(platform)}
              data-selected={selected.includes(platform) || undefined}
              onPress={() => onChange(selected.includes(platform) ? [] : [platform])}
              className={styles.platformButton}
              aria-label={platformNames[platform]}
            >
              <PlatformMark platform={platform} size={24} />
            </RACButton>
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
      {errorMessage && <FieldErrorText id={errorId}>{errorMessage}</FieldErrorText>}
    </div>
  );
}
