/**
 * A message handed to the next page through navigation state: `navigate('/login', { state: { message } })`.
 * History state can hold anything (another app's, an old version's), so only a non-empty text counts.
 */
export function noticeFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('message' in state)) return undefined;
  const { message } = state;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
