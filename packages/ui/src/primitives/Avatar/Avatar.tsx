import { useState } from 'react';
import * as styles from './Avatar.css';
import { initials } from './initials';

export interface AvatarProps extends styles.AvatarVariants {
  /** The person's name: the picture's alt text and the source of the initials. */
  name: string | null | undefined;
  /** Profile picture URL; initials stand in when it is missing or fails to load. */
  src?: string | null;
  className?: string;
}

/** A round profile picture, or the person's initials when there is no picture to show. */
export function Avatar({ name, src, size, className }: AvatarProps) {
  // Remember which URL failed, so a new URL gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name?.trim() || 'Unknown user';
  const classes = [styles.avatar({ size }), className].filter(Boolean).join(' ');

  if (src && src !== failedSrc) {
    return (
      <span className={classes}>
        <img className={styles.image} src={src} alt={label} onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  // The letters are drawn by CSS from data-initials: the image's name is the person's name, and a
  // control holding an avatar (a profile menu trigger) has no stray 'DS' in its visible text.
  return (
    <span
      className={[classes, styles.initials].join(' ')}
      role="img"
      aria-label={label}
      data-initials={initials(name)}
    />
  );
}
