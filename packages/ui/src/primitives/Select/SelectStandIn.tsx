import { ChevronDown } from 'lucide-react';
import { useId, type FocusEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { standInPress } from '../../utils/use-stand-in';
import * as styles from './Select.css';

export interface SelectStandInProps {
  label: ReactNode;
  /** What the trigger shows: the chosen names, or the placeholder. */
  valueText: ReactNode;
  isPlaceholder: boolean;
  description?: ReactNode;
  /** Shown when it is text; a validation function has nothing to say before the real field. */
  errorMessage?: unknown;
  isInvalid?: boolean | undefined;
  isDisabled?: boolean | undefined;
  className?: string | undefined;
  onFocus?: ((event: FocusEvent<Element>) => void) | undefined;
  ask: (whilePressed: boolean) => void;
}

/**
 * A select (or multi-select) while its list's code loads: the real one's label, trigger, value,
 * description and error line, named and described as the real one is. A press asks for the list,
 * which opens as it arrives.
 */
export function SelectStandIn({
  label,
  valueText,
  isPlaceholder,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  className,
  onFocus,
  ask,
}: SelectStandInProps) {
  const id = useId();
  const error = typeof errorMessage === 'string' && errorMessage !== '' ? errorMessage : null;
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div
      className={[fieldStyles.field, styles.root, className].filter(Boolean).join(' ')}
      data-invalid={isInvalid === true || error !== null || undefined}
      data-disabled={isDisabled || undefined}
    >
      <FieldLabel id={`${id}-label`}>{label}</FieldLabel>
      <Button
        className={[fieldStyles.control, styles.trigger].join(' ')}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${id}-value ${id}-label`}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        isDisabled={isDisabled}
        onFocus={onFocus}
        {...standInPress(ask)}
      >
        <span id={`${id}-value`} className={styles.value} data-placeholder={isPlaceholder || undefined}>
          {valueText}
        </span>
        <ChevronDown className={[fieldStyles.controlIcon, styles.chevron].join(' ')} aria-hidden="true" />
      </Button>
      {description && <FieldDescription id={`${id}-description`}>{description}</FieldDescription>}
      {error && <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>}
    </div>
  );
}
