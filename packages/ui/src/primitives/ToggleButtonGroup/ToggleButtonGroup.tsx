import { useId, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup as RACToggleButtonGroup, type Key } from 'react-aria-components';
import { Tooltip } from '../Tooltip';
import * as styles from './ToggleButtonGroup.css';

export interface ToggleOption {
  id: Key;
  /** The option's name: its text, or (icon only) its accessible name and tooltip. */
  label: string;
  icon?: ReactNode;
  /** A short note said with the name, e.g. 'Coming soon!'; the option is drawn quieter. */
  note?: string;
  isDisabled?: boolean;
}

export interface ToggleButtonGroupProps {
  /** The visible label above the buttons (e.g. 'Platform'); it names the group. */
  label: ReactNode;
  options: readonly ToggleOption[];
  /** 'single': one at a time (arrow keys move the choice); 'multiple': each button toggles on its own. */
  selectionMode: 'single' | 'multiple';
  selectedKeys: readonly Key[];
  onSelectionChange: (keys: Key[]) => void;
  /** Keeps at least one option chosen (the default): a filter of nothing shows nothing. */
  disallowEmptySelection?: boolean;
  /** Shows only the icons; names live in the accessible name and a tooltip. */
  isIconOnly?: boolean;
  className?: string;
}

/**
 * A row of toggle buttons on RAC's ToggleButtonGroup (platform toggles): the chosen ones stay
 * pressed, with a visible label above the row.
 */
export function ToggleButtonGroup({
  label,
  options,
  selectionMode,
  selectedKeys,
  onSelectionChange,
  disallowEmptySelection = true,
  isIconOnly = false,
  className,
}: ToggleButtonGroupProps) {
  const labelId = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <RACToggleButtonGroup
        aria-labelledby={labelId}
        selectionMode={selectionMode}
        disallowEmptySelection={disallowEmptySelection}
        selectedKeys={selectedKeys}
        onSelectionChange={(keys) => onSelectionChange([...keys])}
        className={styles.group}
      >
        {options.map((option) => {
          const name = option.note ? `${option.label} (${option.note})` : option.label;
          const button = (
            <ToggleButton
              key={option.id}
              id={option.id}
              isDisabled={option.isDisabled}
              aria-label={isIconOnly ? name : undefined}
              data-note={option.note ? true : undefined}
              className={[styles.button, isIconOnly && styles.iconOnly].filter(Boolean).join(' ')}
            >
              {option.icon && <span className={styles.icon}>{option.icon}</span>}
              {!isIconOnly && <span>{option.label}</span>}
              {!isIconOnly && option.note && (
                <>
                  {' '}
                  <span className={styles.note}>{option.note}</span>
                </>
              )}
            </ToggleButton>
          );
          return isIconOnly ? (
            <Tooltip key={option.id} content={name} placement="bottom">
              {button}
            </Tooltip>
          ) : (
            button
          );
        })}
      </RACToggleButtonGroup>
    </div>
  );
}
