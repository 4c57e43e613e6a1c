/**
 * Where a page's back link leads, from the `from` query parameter (accounts §2: values login,
 * register, forgot-password; default login). Anything else, or nothing, goes back to login.
 */
const targets = {
  login: { href: '/login', label: 'Back to Login' },
  register: { href: '/register', label: 'Back to Sign Up' },
  'forgot-password': { href: '/forgot-password', label: 'Back to Forgot Password' },
} as const;

export type BackLinkFrom = keyof typeof targets;

export interface BackLink {
  href: string;
  label: string;
}

function isKnownFrom(from: string): from is BackLinkFrom {
  return Object.hasOwn(targets, from);
}

export function backLinkFor(from: string | null | undefined): BackLink {
  return from && isKnownFrom(from) ? targets[from] : targets.login;
}
