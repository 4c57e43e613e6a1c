import { Eye, EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  Button,
  Group,
  Input,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, invalidFromError, type FieldErrorMessage } from '../Field';
import * as fieldStyles from '../Field/Field.css';

export interface PasswordFieldProps extends Omit<RACTextFieldProps, 'children' | 'type'> {
  label: ReactNode;
  description?: ReactNode;
  /** As on TextField: a string makes the field invalid, a function phrases RAC's validation. */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
}

/**
 * A password field with a show/hide toggle inside the box. The toggle's name says what pressing
 * it does ('Show password' / 'Hide password'), which also tells its state, so it has no
 * aria-pressed (a pressed 'Hide password' would announce the state twice).
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  isDisabled,
  className,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <RACTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      isDisabled={isDisabled}
      isInvalid={invalidFromError(isInvalid, errorMessage)}
      className={composeRenderProps(className, (own) => [fieldStyles.field, own].filter(Boolean).join(' '))}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        <Input placeholder={placeholder} className={fieldStyles.innerInput} />
        <Button
          className={fieldStyles.controlButton}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          isDisabled={isDisabled}
          onPress={() => setVisible((visible) => !visible)}
        >
          <Icon className={fieldStyles.controlIcon} aria-hidden="true" />
        </Button>
      </Group>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
