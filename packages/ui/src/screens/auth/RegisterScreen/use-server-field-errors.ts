import { useState } from 'react';
import { formFieldErrors, type RegisterServerFieldErrors } from './server-field-errors';

/**
 * The server's field errors as the form shows them. A new `fieldErrors` object (a new failed
 * attempt) shows them all; typing in a field drops its error at once, so an attempt sent straight
 * from that field (Enter) is not held back by the text it just replaced.
 */
export function useServerFieldErrors(fieldErrors: RegisterServerFieldErrors | undefined) {
  const [received, setReceived] = useState(fieldErrors);
  const [errors, setErrors] = useState(() => formFieldErrors(fieldErrors));
  if (fieldErrors !== received) {
    setReceived(fieldErrors);
    setErrors(formFieldErrors(fieldErrors));
  }

  const clear = (field: string) => {
    if (!(field in errors)) return;
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));
  };

  return [errors, clear] as const;
}
