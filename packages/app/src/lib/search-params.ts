/*
 * Filters kept in the address (`?tab=story&status=failed`): read back tolerantly, so a hand-edited
 * or outdated link falls back to the defaults instead of showing nothing, and written without the
 * defaults, so the plain page stays a plain address.
 */

/** One value of a closed set, or the default when it is absent or unknown. */
export function readChoice<T extends string>(
  params: URLSearchParams,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const value = params.get(name);
  return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A comma list of a closed set (unknown values dropped, in the set's order), or the default when none is left. */
export function readChoices<T extends string>(
  params: URLSearchParams,
  name: string,
  choices: readonly T[],
  fallback: readonly T[],
): T[] {
  const wanted = new Set((params.get(name) ?? '').split(','));
  const chosen = choices.filter((choice) => wanted.has(choice));
  return chosen.length > 0 ? chosen : [...fallback];
}

/** A page number: a whole number from 1, or undefined. */
export function readPage(params: URLSearchParams, name = 'page'): number | undefined {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value >= 1 ? value : undefined;
}

/** A free value (an id), or undefined when absent or empty. */
export function readText(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

/** The address's query from named values; those left undefined (the defaults) are not written. */
export function toSearch(values: Record<string, string | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) params.set(name, value);
  return params;
}

/** `value`, unless it is the default (then nothing is written). */
export function unlessDefault<T>(value: T, fallback: T, write: (value: T) => string = String): string | undefined {
  return value === fallback ? undefined : write(value);
}
