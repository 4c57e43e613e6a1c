import { CircleAlert } from 'lucide-react';
import { FieldError as RACFieldError } from 'react-aria-components';
import type { FieldErrorMessage } from './field-validity';
import * as styles from './Field.css';

export interface FieldErrorProps {
  children?: FieldErrorMessage | undefined;
  /** Extra class, e.g. to indent the error under a checkbox label. */
  className?: string;
}

/**
 * The error line under a field, in the danger colour with an icon. RAC shows it only while the
 * field is invalid; without a message of its own it shows the browser's or `validate`'s messages.
 */
export function FieldError({ children, className }: FieldErrorProps) {
  return (
    <RACFieldError className={[styles.error, className].filter(Boolean).join(' ')}>
      {(validation) => {
        const text = typeof children === 'function' ? children(validation) : (children ?? validation.validationErrors.join(' '));
        if (!text) return null;
        return (
          <>
            <CircleAlert className={styles.errorIcon} aria-hidden="true" />
            <span>{text}</span>
          </>
        );
      }}
    </RACFieldError>
  );
}

