/* The platforms without their marks: what filters and addresses need, free of styles. */

/** The social platforms the product names (publishing §1), in the order it lists them. */
export const platformIds = ['facebook', 'instagram', 'tiktok', 'linkedin', 'whatsapp'] as const;
export type PlatformId = (typeof platformIds)[number];

/** How each platform is written. */
export const platformNames: Record<PlatformId, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};

/** A platform id from any spelling the server uses ('Facebook', 'facebook'), or null for one the product does not know. */
export function toPlatformId(value: string): PlatformId | null {
  const id = value.trim().toLowerCase();
  return (platformIds as readonly string[]).includes(id) ? (id as PlatformId) : null;
}
