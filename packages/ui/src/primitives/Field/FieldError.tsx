import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { FieldError as RACFieldError } from 'react-aria-components';
import type { FieldErrorMessage } from './field-validity';
import * as styles from './Field.css';

export interface FieldErrorProps {
  children?: FieldErrorMessage | undefined;
  /** Extra class, e.g. to indent the error under a checkbox label. */
  className?: string;
}

const errorClass = (className?: string) => [styles.error, className].filter(Boolean).join(' ');

function ErrorContent({ children }: { children: ReactNode }) {
  return (
    <>
      <CircleAlert className={styles.errorIcon} aria-hidden="true" />
      <span>{children}</span>
    </>
  );
}

/**
 * The error line under a field, in the danger colour with an icon. RAC shows it only while the
 * field is invalid; without a message of its own it shows the browser's or `validate`'s messages.
 */
export function FieldError({ children, className }: FieldErrorProps) {
  return (
    <RACFieldError className={errorClass(className)}>
      {(validation) => {
        const text =
          typeof children === 'function' ? children(validation) : (children ?? validation.validationErrors.join(' '));
        return text ? <ErrorContent>{text}</ErrorContent> : null;
      }}
    </RACFieldError>
  );
}

/**
 * The same error line for controls RAC does not validate as one field (the time picker's buttons,
 * the file picker); the caller links it by `id` through `aria-describedby`.
 */
export function FieldErrorText({ id, children, className }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <span id={id} className={errorClass(className)}>
      <ErrorContent>{children}</ErrorContent>
    </span>
  );
}
