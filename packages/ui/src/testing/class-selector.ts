/** A CSS selector for an element carrying every class of `className` (a composed style names several). */
export function classSelector(className: string): string {
  return className
    .trim()
    .split(/\s+/)
    .map((name) => `.${name}`)
    .join('');
}
