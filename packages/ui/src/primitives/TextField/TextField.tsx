import type { ReactNode } from 'react';
import {
  Input,
  TextArea,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, invalidFromError, type FieldErrorMessage } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'> {
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /**
   * The error under the field. A string (a server field error) makes the field invalid; a function
   * phrases RAC's own validation (`isRequired`, `type="email"`, `validate`) when it fails.
   */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** A text area instead of a one-line input (post message, reel caption). */
  multiline?: boolean;
  /** Visible lines of the text area. */
  rows?: number;
}

/**
 * A text field on RAC's TextField: label above, help text below, the error below that. What the
 * user typed stays when an error shows, from RAC validation or from the server.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline,
  rows = 5,
  isInvalid,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      isInvalid={invalidFromError(isInvalid, errorMessage)}
      className={composeRenderProps(className, (own) => [fieldStyles.field, own].filter(Boolean).join(' '))}
    >
      <FieldLabel>{label}</FieldLabel>
      {multiline ? (
        <TextArea rows={rows} placeholder={placeholder} className={[fieldStyles.control, styles.textArea].join(' ')} />
      ) : (
        <Input placeholder={placeholder} className={fieldStyles.control} />
      )}
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
