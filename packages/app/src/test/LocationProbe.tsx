import { useLocation } from 'react-router';

/** Shows where the router is (path, query, navigation state), for tests that follow a navigation. */
export function LocationProbe() {
  const location = useLocation();
  const { pathname, search } = location;
  const state: unknown = location.state;
  return (
    <output aria-label="Location" data-state={JSON.stringify(state ?? null)}>
      {pathname}
      {search}
    </output>
  );
}

/** The address the probe shows. */
export function probedLocation(): string {
  return document.querySelector('output[aria-label="Location"]')?.textContent ?? '';
}

/** The navigation state the probe shows. */
export function probedState(): unknown {
  return JSON.parse(document.querySelector('output[aria-label="Location"]')?.getAttribute('data-state') ?? 'null');
}
