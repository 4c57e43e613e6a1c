import { useState } from 'react';

/** Errors the server gave, already keyed by the form's own field names, one or more texts each. */
export type ServerFieldErrors<Field extends string> = Partial<Readonly<Record<Field, readonly string[]>>>;

type ShownErrors = Record<string, string[]>;

function shown(errors: ServerFieldErrors<string> | undefined): ShownErrors {
  const result: ShownErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const texts = (messages ?? []).filter((message) => message.trim() !== '');
    if (texts.length > 0) result[field] = texts;
  }
  return result;
}

/**
 * The server's field errors as the form shows them. A new `fieldErrors` object (a new failed
 * attempt) shows them all; typing in a field drops its error at once, so an attempt sent straight
 * from that field (Enter) is not held back by the text it just replaced.
 */
export function useServerFieldErrors<Field extends string>(fieldErrors: ServerFieldErrors<Field> | undefined) {
  const [received, setReceived] = useState(fieldErrors);
  const [errors, setErrors] = useState(() => shown(fieldErrors));
  if (fieldErrors !== received) {
    setReceived(fieldErrors);
    setErrors(shown(fieldErrors));
  }

  const clear = (field: Field) => {
    if (!(field in errors)) return;
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));
  };

  return [errors, clear] as const;
}
