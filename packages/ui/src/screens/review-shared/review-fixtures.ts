/*
 * Story data for the queue, history, bulk delete and calendar: the demo team's pages and a few
 * pictures, drawn inline so stories need no network. Dates are fixed, so every run looks the same.
 */

export const fixturePages = [
  { id: '104000000000001', name: 'Causeway Coffee Roasters' },
  { id: '104000000000002', name: 'Harbour Lights Bakery' },
  { id: '104000000000003', name: 'Trailhead Outfitters' },
] as const;

/** A small landscape picture in one of a few calm colours. */
export function fixturePhoto(hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
    `<rect width="120" height="120" fill="hsl(${hue} 60% 82%)"/>` +
    `<circle cx="88" cy="30" r="12" fill="hsl(${(hue + 40) % 360} 80% 70%)"/>` +
    `<path d="M0 84 Q30 62 60 82 T120 78 V120 H0Z" fill="hsl(${hue} 40% 45%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const fixtureVideo = (name: string) => `https://media.causeway.test/videos/${name}.mp4`;

/** The zone stories show times in, so they read the same on every machine. */
export const fixtureTimeZone = 'Europe/Lisbon';

/** An ISO instant `days` after 1 December 2026 at `hour`:`minute` UTC (Lisbon time in winter, an hour later in summer). */
export function fixtureInstant(days: number, hour: number, minute = 0): string {
  return new Date(Date.UTC(2026, 11, 1 + days, hour, minute)).toISOString();
}
