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

/*
 * The brand's calm tints and its teal, as the ui theme's tokens write them (tint, sunken surface,
 * info tint; accent, accent hover, accent pressed): blog covers are one family with the product.
 */
const coverGrounds = ['#E7F0F4', '#EEF1F5', '#E8F1FC', '#DCEBF1', '#F1F5F8'] as const;
const coverInks = ['#0F6C8C', '#0B5770', '#08445A'] as const;

/**
 * A blog cover in the brand's family: a calm tint, a bridge's arch over water and the path a post
 * takes across it, drawn differently for each `variant`; no words (the title sits beside it) and
 * nothing cut off at the edges.
 */
export function blogCover(variant: number): string {
  const ground = coverGrounds[variant % coverGrounds.length];
  const ink = coverInks[variant % coverInks.length];
  const span = 520 + (variant % 3) * 120;
  const left = 600 - span / 2;
  const rise = 220 + (variant % 2) * 60;
  // The post's path clears the arch by 60: its top, and the dot on it, sit above the arch's top.
  const pathTop = 470 - rise - 60;
  const control = Math.round((pathTop - 75) / 0.75);
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">` +
      `<rect width="1200" height="675" fill="${ground}"/>` +
      `<path d="M${left} 470 Q600 ${470 - rise * 2} ${left + span} 470" fill="none" stroke="${ink}" stroke-width="22" stroke-linecap="round"/>` +
      `<path d="M${left - 80} 470 H${left + span + 80}" stroke="${ink}" stroke-width="14" stroke-linecap="round" opacity=".55"/>` +
      `<path d="M${left + 40} 545 q60-22 120 0t120 0 120 0" fill="none" stroke="${ink}" stroke-width="8" stroke-linecap="round" opacity=".3"/>` +
      `<path d="M${left - 40} 300 C${left + span * 0.3} ${control} ${left + span * 0.7} ${control} ${left + span + 40} 300" fill="none" stroke="${ink}" stroke-width="6" stroke-dasharray="18 22" stroke-linecap="round" opacity=".6"/>` +
      `<circle cx="600" cy="${pathTop}" r="18" fill="${ink}"/>` +
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
