import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  Text,
  composeRenderProps,
  type CheckboxFieldProps,
} from 'react-aria-components';
import { FieldError, invalidFromError, type FieldErrorMessage } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** The label beside the box. */
  children: ReactNode;
  description?: ReactNode;
  /** As on TextField: a string makes the checkbox invalid, a function phrases RAC's validation. */
  errorMessage?: FieldErrorMessage;
}

/** A checkbox on RAC's CheckboxField: checked, unchecked, indeterminate, disabled or invalid. */
export function Checkbox({ children, description, errorMessage, isInvalid, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      isInvalid={invalidFromError(isInvalid, errorMessage)}
      className={composeRenderProps(className, (own) => [styles.field, own].filter(Boolean).join(' '))}
    >
      <CheckboxButton className={styles.button}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={[styles.box, styles.boxStates].join(' ')} aria-hidden="true">
              {isIndeterminate ? (
                <Minus className={styles.icon} />
              ) : isSelected ? (
                <Check className={styles.icon} />
              ) : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      {description && (
        <Text slot="description" className={[fieldStyles.description, styles.helpText].join(' ')}>
          {description}
        </Text>
      )}
      <FieldError className={styles.helpText}>{errorMessage}</FieldError>
    </CheckboxField>
  );
}
