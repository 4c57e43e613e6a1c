import type { NavigateFunction } from 'react-router';

/**
 * Navigation for code outside React (the API client's session expiry). The root layout hands over
 * the router's navigate when it mounts.
 */
let navigate: NavigateFunction | null = null;

export function setNavigate(next: NavigateFunction | null) {
  navigate = next;
}

export function navigateTo(path: string) {
  if (navigate) void navigate(path, { replace: true });
  else window.location.assign(path);
}
