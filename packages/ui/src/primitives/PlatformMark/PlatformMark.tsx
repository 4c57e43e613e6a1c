import { useId } from 'react';
import { siFacebook, siInstagram, siTiktok, siWhatsapp } from 'simple-icons';
import type { PlatformId } from './platform-ids';
import * as styles from './PlatformMark.css';

const paths = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  tiktok: siTiktok.path,
  whatsapp: siWhatsapp.path,
} as const;

export interface PlatformMarkProps {
  platform: PlatformId;
  /** 'brand' draws it in the platform's colour (docs/design.md: platform colours only on platform marks); 'muted' greys it (coming soon). */
  tone?: 'brand' | 'muted' | 'current';
  /** 16 px unless told. */
  size?: 16 | 20 | 24;
  className?: string;
}

/**
 * A platform's mark, drawn inline (no raster, no network). Decorative: the platform's name is
 * always said in text or in the control's name beside it. LinkedIn is not in the icon set, so its
 * 'in' is drawn here.
 */
export function PlatformMark({ platform, tone = 'brand', size = 16, className }: PlatformMarkProps) {
  // React's ids carry characters that a url(#…) reference would have to escape.
  const gradientId = `platform-gradient-${useId().replace(/[^\w-]/g, '')}`;
  const isGradient = tone === 'brand' && platform === 'instagram';
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={[styles.mark({ platform, tone }), className].filter(Boolean).join(' ')}
      aria-hidden="true"
      focusable="false"
    >
      {isGradient && (
        <defs>
          <linearGradient id={gradientId} x1="0" y1="1" x2="1" y2="0">
            <stop offset="0" stopColor="#F58529" />
            <stop offset="0.5" stopColor="#DD2A7B" />
            <stop offset="0.75" stopColor="#8134AF" />
            <stop offset="1" stopColor="#515BD4" />
          </linearGradient>
        </defs>
      )}
      {platform === 'linkedin' ? (
        <>
          <rect x="1" y="1" width="22" height="22" rx="4" fill="currentColor" />
          <path
            className={styles.cutout}
            d="M5.5 9.5h3V19h-3zM7 4.8a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10.5 9.5h2.9v1.3c.4-.8 1.4-1.6 2.9-1.6 3.1 0 3.7 2 3.7 4.7V19h-3v-4.5c0-1.1 0-2.4-1.5-2.4s-1.7 1.1-1.7 2.3V19h-3z"
          />
        </>
      ) : (
        <path d={paths[platform]} fill={isGradient ? `url(#${gradientId})` : 'currentColor'} />
      )}
    </svg>
  );
}
