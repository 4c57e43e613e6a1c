/**
 * Up to two letters that stand for a person: first and last word of a name ('Dana Scully' → 'DS'),
 * the first letter of a single word ('dana' → 'D'), '?' when there is no name.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => firstLetter(word).toLocaleUpperCase())
    .join('');
}

// Array.from keeps letters outside the basic plane (and emoji) whole.
function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}
