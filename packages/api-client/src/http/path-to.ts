import type { IdInput } from '../schemas/common';
import { ApiError } from './api-error';
import type { ApiPath, PathParams } from './api-paths';
import { requestMessages } from './messages';

declare const filled: unique symbol;

/** A path a call can be sent to: a pattern of `apiPaths` with its placeholders filled by `pathTo`. */
export type RequestPath = string & { readonly [filled]: true };

type Value = IdInput | null | undefined;

/** A pattern without placeholders takes nothing more; one with them takes their values and, optionally, the missing-value text. */
type PathArgs<Pattern extends ApiPath> = [PathParams<Pattern>] extends [never]
  ? []
  : [values: Record<PathParams<Pattern>, Value>, missing?: string];

/**
 * The path of one request: the pattern with each `:name` replaced by its value, encoded as a
 * segment. A missing or blank value is a call that cannot be made, not a request to '/undefined/':
 * it throws an `ApiError` of kind 'invalid-request' with `missing` as its message.
 *
 * @example pathTo(apiPaths.teams.members, { id: teamId }) // '/teams/7/members/list/'
 */
export function pathTo<Pattern extends ApiPath>(pattern: Pattern, ...args: PathArgs<Pattern>): RequestPath {
  const [values = {}, missing = requestMessages.idsRequired] = args as [Partial<Record<string, Value>>?, string?];
  const path = pattern.replace(/:(\w+)/g, (_placeholder, name: string) => {
    const value = values[name];
    if (value === null || value === undefined || String(value).trim() === '') {
      throw new ApiError({ kind: 'invalid-request', message: missing });
    }
    return encodeURIComponent(String(value));
  });
  return path as RequestPath;
}
