export { FieldError, FieldErrorText, type FieldErrorProps } from './FieldError';
export { FieldDescription, FieldLabel } from './FieldLabel';
export { invalidFromError, type FieldErrorMessage } from './field-validity';
export { useControlledState } from './use-controlled-state';
