import * as styles from './Logo.css';

/**
 * The mark: a bridge deck on an arch spanning the gap, over water. Drawn in `currentColor` so the
 * logo's tone colours it; decorative, the wordmark names it.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={[styles.mark, className].filter(Boolean).join(' ')}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 9.5h28v3H2zM4 13h24v12h-3a9 9 0 0 0-18 0H4z" fill="currentColor" />
      <path
        d="M2 28.5c2-1.3 4-1.3 6 0s4 1.3 6 0 4-1.3 6 0 4 1.3 6 0 3-1 4-.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        opacity="0.55"
      />
    </svg>
  );
}
