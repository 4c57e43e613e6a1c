/**
 * Leaving the app for a page elsewhere (a payment page) and reloading it: the browser's own
 * navigation, in one object so that tests, where jsdom cannot navigate, can stand in for it.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
