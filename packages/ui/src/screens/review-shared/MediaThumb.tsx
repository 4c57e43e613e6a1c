import { Film, Image as ImageIcon } from 'lucide-react';
import { mediaKind } from './media-kind';
import * as styles from './MediaThumb.css';

/** A table's Media cell: a small picture, a video mark, or a dash when there is none. */
export function MediaThumb({ url }: { url: string | null }) {
  const kind = mediaKind(url);
  if (kind === 'image' && url) {
    // Keyed by its address: a row drawn again for another item shows no trace of the last one's picture.
    return <img key={url} src={url} alt="Image" className={styles.thumb} loading="lazy" decoding="async" />;
  }
  if (kind === 'video') {
    return (
      <span className={styles.mark}>
        <Film size={16} aria-hidden="true" />
        Video
      </span>
    );
  }
  return (
    <span className={styles.none}>
      <ImageIcon size={16} aria-hidden="true" />
      None
    </span>
  );
}
