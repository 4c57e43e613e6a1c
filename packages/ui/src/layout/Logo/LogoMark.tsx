import * as styles from './Logo.css';

/**
 * The mark: a bridge arc springing from two banks across the gap between them. Drawn in
 * `currentColor` so the wordmark's tone colours it too; decorative, the wordmark names it.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={[styles.mark, className].filter(Boolean).join(' ')}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 23h8v6H2zM22 23h8v6h-8z" fill="currentColor" />
      <path d="M5 23C8 11 24 11 27 23" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <path d="M7 17.5h18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" opacity="0.55" />
    </svg>
  );
}
