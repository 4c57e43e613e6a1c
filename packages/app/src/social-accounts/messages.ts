/**
 * What linking and managing social accounts says: the settings catalogue's texts (accounts §8) word
 * for word, and the app's own words where the server gives none.
 */
export const socialMessages = {
  sdkFailed: 'Failed to load Facebook SDK. Please refresh the page.',
  sdkNotLoaded: 'Facebook SDK not loaded yet. Please try again.',
  loginFailed: 'Facebook login failed or was cancelled',
  addPageFailed: 'Failed to add page to team',
  noActiveTeam: 'No active team selected. Please select a team first.',
  linked: 'Facebook account linked.',
  reconnected: (name: string) => `${name} is reconnected.`,
  accountDeleted: (name: string) => `${name} deleted.`,
  pageAdded: (page: string, team: string) => `${page} added to ${team}.`,
  pageRemoved: (page: string) => `${page} removed.`,
  pagesRefreshed: 'Pages refreshed.',
} as const;
