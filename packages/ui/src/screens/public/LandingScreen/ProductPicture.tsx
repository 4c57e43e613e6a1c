import * as styles from './ProductPicture.css';

const calendarColumns = 7;
const calendarRows = 4;
const cellWidth = 52;
const cellHeight = 44;
const gridLeft = 150;
const gridTop = 112;

/** Posts on the drawn calendar: [column, row, kind]; kinds follow the category colours. */
const chips: ReadonlyArray<readonly [number, number, 'post' | 'story' | 'other']> = [
  [0, 0, 'post'],
  [2, 0, 'story'],
  [4, 0, 'post'],
  [1, 1, 'post'],
  [3, 1, 'other'],
  [5, 1, 'story'],
  [0, 2, 'story'],
  [2, 2, 'post'],
  [6, 2, 'post'],
  [1, 3, 'other'],
  [3, 3, 'post'],
  [4, 3, 'story'],
];

const chipClass = { post: styles.chipPost, story: styles.chipStory, other: styles.chipOther } as const;

/**
 * The hero's picture of the product, drawn in SVG with theme colours: the publishing calendar with
 * scheduled posts, and a post preview card in front of it.
 */
export function ProductPicture() {
  return (
    <svg
      viewBox="0 0 560 400"
      className={styles.picture}
      role="img"
      aria-label="The Causeway calendar with a week of scheduled posts and a post preview"
    >
      {/* Window */}
      <rect x="8" y="8" width="520" height="360" rx="14" className={styles.window} />
      <path d="M8 22a14 14 0 0 1 14-14h492a14 14 0 0 1 14 14v18H8z" className={styles.titleBar} />
      <circle cx="28" cy="24" r="5" className={styles.dot} />
      <circle cx="44" cy="24" r="5" className={styles.dot} />
      <circle cx="60" cy="24" r="5" className={styles.dot} />
      <rect x="180" y="16" width="200" height="16" rx="8" className={styles.address} />

      {/* Sidebar */}
      <rect x="8" y="40" width="124" height="328" className={styles.sidebar} />
      <path d="M24 70c3-10 19-10 22 0" className={styles.markArc} />
      <rect x="54" y="60" width="56" height="10" rx="5" className={styles.lineStrong} />
      {[0, 1, 2, 3, 4].map((index) => (
        <rect
          key={index}
          x="20"
          y={96 + index * 30}
          width="100"
          height="20"
          rx="6"
          className={index === 2 ? styles.navActive : styles.navItem}
        />
      ))}

      {/* Header */}
      <rect x={gridLeft} y="60" width="140" height="14" rx="7" className={styles.lineStrong} />
      <rect x={gridLeft} y="82" width="90" height="10" rx="5" className={styles.line} />
      <rect x="440" y="58" width="72" height="26" rx="6" className={styles.button} />

      {/* Calendar */}
      {Array.from({ length: calendarRows }, (_, row) =>
        Array.from({ length: calendarColumns }, (_, column) => (
          <rect
            key={`${row}-${column}`}
            x={gridLeft + column * cellWidth}
            y={gridTop + row * cellHeight}
            width={cellWidth}
            height={cellHeight}
            className={styles.cell}
          />
        )),
      )}
      {chips.map(([column, row, kind]) => (
        <rect
          key={`${column}-${row}`}
          x={gridLeft + column * cellWidth + 6}
          y={gridTop + row * cellHeight + 20}
          width={cellWidth - 12}
          height="14"
          rx="4"
          className={chipClass[kind]}
        />
      ))}

      {/* Post preview card */}
      <g className={styles.card}>
        <rect x="360" y="212" width="188" height="180" rx="12" className={styles.cardBody} />
        <circle cx="384" cy="236" r="12" className={styles.avatar} />
        <rect x="404" y="228" width="80" height="8" rx="4" className={styles.lineStrong} />
        <rect x="404" y="240" width="52" height="6" rx="3" className={styles.line} />
        <rect x="372" y="258" width="164" height="80" rx="8" className={styles.photo} />
        <path d="M380 330c16-40 76-40 92 0" className={styles.photoArc} />
        <path d="M452 330c12-26 52-26 64 0" className={styles.photoArcSoft} />
        <rect x="372" y="350" width="120" height="8" rx="4" className={styles.line} />
        <rect x="372" y="366" width="64" height="16" rx="8" className={styles.scheduled} />
      </g>
    </svg>
  );
}
