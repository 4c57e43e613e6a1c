import type { UiPaths } from '../../primitives/UiProvider';

/**
 * Where a page's back link leads, from the `from` query parameter (accounts §2: values login,
 * register, forgot-password; default login). Anything else, or nothing, goes back to login.
 * Each value names its destination in the route table rather than a path: the ui writes none.
 */
const targets = {
  login: { page: 'login', label: 'Back to Login' },
  register: { page: 'register', label: 'Back to Sign Up' },
  'forgot-password': { page: 'forgotPassword', label: 'Back to Forgot Password' },
} as const satisfies Record<string, { page: keyof UiPaths; label: string }>;

export type BackLinkFrom = keyof typeof targets;

export interface BackLink {
  href: string;
  label: string;
}

function isKnownFrom(from: string): from is BackLinkFrom {
  return Object.hasOwn(targets, from);
}

/** A plain function of the route table, so the app can call it outside the ui's context too. */
export function backLinkFor(from: string | null | undefined, paths: UiPaths): BackLink {
  const target = from && isKnownFrom(from) ? targets[from] : targets.login;
  return { href: paths[target.page], label: target.label };
}
