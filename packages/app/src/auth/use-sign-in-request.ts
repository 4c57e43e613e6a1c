import { useState } from 'react';

interface SignInRequestHandlers {
  onStart?: () => void;
  onSuccess?: () => void;
  onError?: (failure: unknown) => void;
}

/**
 * A sign-in's request state (pending, its failure) without the query library. Signing in is one
 * request with nothing to cache and nothing to retry, and `/login` must be usable within its byte
 * budget, which TanStack Query and its provider would strain. Every other call of the app,
 * registering included, goes through TanStack Query.
 */
export function useSignInRequest<Input = void>(
  send: (input: Input) => Promise<void>,
  { onStart, onSuccess, onError }: SignInRequestHandlers = {},
) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = (input: Input) => {
    setPending(true);
    setError(null);
    onStart?.();
    send(input).then(
      () => {
        setPending(false);
        onSuccess?.();
      },
      (failure: unknown) => {
        setPending(false);
        setError(failure);
        onError?.(failure);
      },
    );
  };
  return { run, isPending, error };
}
