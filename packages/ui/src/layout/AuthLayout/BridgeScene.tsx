import { useId } from 'react';
import * as styles from './AuthCover.css';

/**
 * The cover picture, drawn: an arch bridge between two cliffs, a post on each side and the path
 * a post takes across. Decorative; the cover's words carry the message.
 */
export function BridgeScene({ className }: { className?: string }) {
  // The cliffs fade out downwards, so the drawing has no hard bottom edge wherever it sits.
  const landId = `bridge-land-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={landId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={styles.landTop} />
          <stop offset="1" className={styles.landBottom} />
        </linearGradient>
      </defs>
      {/* Water */}
      <path className={styles.faint} d="M150 300c20-8 40 8 60 0s40 8 60 0 40 8 60 0" />
      <path className={styles.faint} d="M170 326c20-8 40 8 60 0s40 8 60 0" />
      {/* Cliffs */}
      <path fill={`url(#${landId})`} d="M0 160h100l30 90 20 110H0z" />
      <path fill={`url(#${landId})`} d="M480 160H380l-30 90-20 110h150z" />
      {/* The arch, its posts and the deck */}
      <path className={styles.arch} d="M130 250Q240 90 350 250" />
      <path className={styles.post} d="M160 163v45M195 163v16M285 163v16M320 163v45" />
      <path className={styles.deck} d="M96 160h288" />
      {/* A post on each side and the way it travels across */}
      <g className={styles.card}>
        <rect x="24" y="48" width="120" height="76" rx="10" />
        <circle className={styles.cardInk} cx="46" cy="70" r="10" />
        <rect className={styles.cardInk} x="62" y="64" width="64" height="6" rx="3" />
        <rect className={styles.cardInk} x="62" y="76" width="40" height="6" rx="3" />
        <rect className={styles.cardInk} x="36" y="92" width="96" height="20" rx="4" />
      </g>
      <g className={styles.card}>
        <rect x="336" y="28" width="120" height="88" rx="10" />
        <rect className={styles.cardInk} x="348" y="40" width="96" height="40" rx="4" />
        <rect className={styles.cardInk} x="348" y="88" width="72" height="6" rx="3" />
        <rect className={styles.cardInk} x="348" y="100" width="48" height="6" rx="3" />
      </g>
      <path className={styles.route} d="M144 86C210 20 280 20 336 72" />
      <circle className={styles.dot} cx="240" cy="36" r="6" />
    </svg>
  );
}
