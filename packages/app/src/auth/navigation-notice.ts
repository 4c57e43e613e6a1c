import { z } from 'zod';

/** A message handed to the next page through navigation state: `navigate('/login', { state: { message } })`. */
const noticeStateSchema = z.object({ message: z.string().min(1) });

export function noticeFrom(state: unknown): string | undefined {
  const parsed = noticeStateSchema.safeParse(state);
  return parsed.success ? parsed.data.message : undefined;
}
