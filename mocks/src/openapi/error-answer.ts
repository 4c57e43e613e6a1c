import { z } from 'zod/mini';

/**
 * The body of an error answer, as the mock backend sends it and as Django REST framework does:
 * the text for people under `detail`, `message` or `error` (the order the client reads them in,
 * see `serverMessage`), a `code` such as 'user_inactive', and a list of texts under each field that
 * was wrong (`non_field_errors` for the payload as a whole). A 401 of the token layer adds
 * `messages`. Many failures carry no body at all; the client then shows the call's fallback text.
 */
export const errorAnswerSchema = z.catchall(
  z.object({
    detail: z.optional(z.string()),
    message: z.optional(z.string()),
    error: z.optional(z.union([z.string(), z.object({ message: z.string() })])),
    code: z.optional(z.string()),
    non_field_errors: z.optional(z.array(z.string())),
    messages: z.optional(z.array(z.record(z.string(), z.string()))),
  }),
  z.array(z.string()),
);
