/*
 * Pictures the demo data points to, made as inline SVG data URIs so that they show without any
 * network and never leave the machine. Videos get URLs on a reserved test domain (nothing to play).
 */

function svgUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A round portrait with initials, in one of a few calm colours. */
export function avatar(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="360" viewBox="0 0 360 360">` +
      `<rect width="360" height="360" fill="hsl(${hue} 45% 42%)"/>` +
      `<circle cx="180" cy="140" r="70" fill="hsl(${hue} 45% 70%)"/>` +
      `<rect x="70" y="230" width="220" height="160" rx="110" fill="hsl(${hue} 45% 70%)"/>` +
      `<text x="180" y="345" font-family="sans-serif" font-size="34" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>` +
      `</svg>`,
  );
}

/** A landscape "photo": sky, hills and a caption. */
export function photo(caption: string, hue: number): string {
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080" viewBox="0 0 1080 1080">` +
      `<rect width="1080" height="1080" fill="hsl(${hue} 60% 82%)"/>` +
      `<circle cx="800" cy="260" r="110" fill="hsl(${(hue + 40) % 360} 80% 70%)"/>` +
      `<path d="M0 760 Q270 560 540 740 T1080 700 V1080 H0Z" fill="hsl(${hue} 40% 45%)"/>` +
      `<text x="540" y="980" font-family="sans-serif" font-size="56" fill="#fff" text-anchor="middle">${escapeXml(caption)}</text>` +
      `</svg>`,
  );
}

/** Where a video of the demo data "lives" (a reserved domain: nothing is fetched from it). */
export function video(name: string): string {
  return `https://media.causeway.test/videos/${encodeURIComponent(name)}.mp4`;
}

export function facebookPostUrl(pageId: string, postId: string): string {
  return `https://www.facebook.com/${pageId}/posts/${postId}`;
}

export function facebookReelUrl(reelId: string): string {
  return `https://www.facebook.com/reel/${reelId}`;
}
