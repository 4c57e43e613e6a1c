import { getLocalTimeZone, now as zonedNow, Time } from '@internationalized/date';
import { Minus, Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  Button as RACButton,
  DateInput,
  DateSegment,
  Group,
  TimeField,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-aria-components';
import { Button } from '../Button';
import { FieldErrorText, useControlledState } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { addHours, addMinutes, meridiemOf, minuteStep, withMeridiem, type Meridiem } from './time-picker-math';
import * as styles from './TimePicker.css';

export interface TimePickerProps {
  label: ReactNode;
  value?: Time | null;
  defaultValue?: Time | null;
  onChange?: (value: Time | null) => void;
  /** The clock for 'Current Time'; injectable so stories and tests do not depend on it. */
  now?: () => Time;
  description?: ReactNode;
  /** Shown under the picker; it also marks the time as invalid. */
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Form field name; the time is submitted as HH:MM:SS. */
  name?: string;
  className?: string;
}

const clockNow = () => {
  const current = zonedNow(getLocalTimeZone());
  return new Time(current.hour, current.minute);
};

// The buttons of an empty picker start from midnight.
const midnight = new Time(0, 0);

/**
 * A time of day as HH:MM (24-hour, typed or stepped): hour −/+ 1 wrapping 0–23, minutes −/+ 5
 * wrapping within the hour, AM/PM moving the hour by 12, and 'Current Time'. The whole picker is one
 * labelled group; each button names what it does.
 */
export function TimePicker({
  label,
  value,
  defaultValue = null,
  onChange,
  now = clockNow,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isRequired,
  name,
  className,
}: TimePickerProps) {
  const [time, setTime] = useControlledState<Time | null>(value, defaultValue, onChange);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const invalid = isInvalid ?? Boolean(errorMessage);
  const describedBy = [description && descriptionId, invalid && errorMessage && errorId].filter(Boolean).join(' ');
  const base = time ?? midnight;

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <Group aria-labelledby={labelId} isDisabled={isDisabled} isInvalid={invalid} className={styles.row}>
        <TimeField<Time>
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          value={time}
          onChange={setTime}
          hourCycle={24}
          granularity="minute"
          shouldForceLeadingZeros
          isDisabled={isDisabled}
          isInvalid={invalid}
          isRequired={isRequired}
          name={name}
        >
          <DateInput className={[fieldStyles.control, styles.input].join(' ')}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
        </TimeField>
        <Stepper
          name="Hour"
          decreaseLabel="Decrease hour"
          increaseLabel="Increase hour"
          isDisabled={isDisabled}
          onDecrease={() => setTime(addHours(base, -1))}
          onIncrease={() => setTime(addHours(base, 1))}
        />
        <Stepper
          name="Minutes"
          decreaseLabel="Decrease minutes"
          increaseLabel="Increase minutes"
          isDisabled={isDisabled}
          onDecrease={() => setTime(addMinutes(base, -minuteStep))}
          onIncrease={() => setTime(addMinutes(base, minuteStep))}
        />
        <ToggleButtonGroup
          aria-label="AM or PM"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={time ? [meridiemOf(time)] : []}
          onSelectionChange={(keys) => {
            const [meridiem] = [...keys] as Meridiem[];
            if (meridiem) setTime(withMeridiem(base, meridiem));
          }}
          isDisabled={isDisabled}
          className={styles.meridiem}
        >
          <ToggleButton id="AM" className={styles.meridiemButton}>
            AM
          </ToggleButton>
          <ToggleButton id="PM" className={styles.meridiemButton}>
            PM
          </ToggleButton>
        </ToggleButtonGroup>
        <Button variant="secondary" size="small" isDisabled={isDisabled} onPress={() => setTime(now())}>
          Current Time
        </Button>
      </Group>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {invalid && errorMessage && <FieldErrorText id={errorId}>{errorMessage}</FieldErrorText>}
    </div>
  );
}

interface StepperProps {
  name: string;
  decreaseLabel: string;
  increaseLabel: string;
  isDisabled?: boolean | undefined;
  onDecrease: () => void;
  onIncrease: () => void;
}

function Stepper({ name, decreaseLabel, increaseLabel, isDisabled, onDecrease, onIncrease }: StepperProps) {
  return (
    <span className={styles.stepper}>
      <span className={styles.stepperName} aria-hidden="true">
        {name}
      </span>
      <RACButton aria-label={decreaseLabel} isDisabled={isDisabled} onPress={onDecrease} className={styles.stepButton}>
        <Minus className={styles.stepIcon} aria-hidden="true" />
      </RACButton>
      <RACButton aria-label={increaseLabel} isDisabled={isDisabled} onPress={onIncrease} className={styles.stepButton}>
        <Plus className={styles.stepIcon} aria-hidden="true" />
      </RACButton>
    </span>
  );
}
