const openerSafety = ['noopener', 'noreferrer'];

/**
 * The `rel` a link gets. A link that opens a new tab always carries `noopener noreferrer`, so the
 * opened page cannot reach back to this one or learn where it came from; other tokens are kept.
 */
export function linkRel(target: string | undefined, rel: string | undefined): string | undefined {
  if (target !== '_blank') return rel;
  const tokens = (rel ?? '').split(/\s+/).filter(Boolean);
  const missing = openerSafety.filter((token) => !tokens.includes(token));
  return [...tokens, ...missing].join(' ');
}
