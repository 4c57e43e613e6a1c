import * as styles from './ProductPicture.css';

const calendarColumns = 7;
const calendarRows = 4;
const cellWidth = 52;
const cellHeight = 44;
const gridLeft = 150;
const gridTop = 118;
/** The drawn month starts on Monday 2 November 2026. */
const firstDay = 2;

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const navItems = ['Home', 'Publish', 'Queues', 'Calendar', 'History'];
const currentNav = 3;

type Kind = 'post' | 'story' | 'reel';

/** Scheduled items on the drawn calendar: [column, row, kind, time and title]; kinds take the category colours. */
const chips: ReadonlyArray<readonly [number, number, Kind, string]> = [
  [0, 0, 'post', '9:00 Menu'],
  [2, 0, 'story', '12:30 Bar'],
  [4, 0, 'post', '17:00 Gig'],
  [1, 1, 'post', '8:15 Beans'],
  [3, 1, 'reel', '19:00 Pour'],
  [5, 1, 'story', '10:00 Cake'],
  [0, 2, 'story', '7:45 Open'],
  [2, 2, 'post', '9:00 Offer'],
  [6, 2, 'post', '11:00 Recap'],
  [1, 3, 'reel', '18:30 Latte'],
  [3, 3, 'post', '9:00 Winter'],
  [4, 3, 'story', '13:00 Team'],
];

const chipClass = { post: styles.chipPost, story: styles.chipStory, reel: styles.chipReel } as const;

/**
 * The hero's picture of the product, drawn in SVG with theme colours and real words: the publishing
 * calendar with a month of named posts, stories and reels, and the preview of a scheduled post in
 * front of it. Crisp at any size, and a few hundred bytes.
 */
export function ProductPicture() {
  return (
    <svg
      viewBox="0 0 560 400"
      className={styles.picture}
      role="img"
      aria-label="The Causeway calendar with a month of scheduled posts, stories and reels, and the preview of a scheduled post"
    >
      {/* Window */}
      <rect x="8" y="8" width="520" height="360" rx="14" className={styles.window} />
      <path d="M8 22a14 14 0 0 1 14-14h492a14 14 0 0 1 14 14v18H8z" className={styles.titleBar} />
      <circle cx="28" cy="24" r="5" className={styles.dot} />
      <circle cx="44" cy="24" r="5" className={styles.dot} />
      <circle cx="60" cy="24" r="5" className={styles.dot} />
      <rect x="180" y="16" width="200" height="16" rx="8" className={styles.address} />
      <text x="280" y="27.5" textAnchor="middle" fontSize="8" className={styles.muted}>
        Calendar · Causeway
      </text>

      {/* Sidebar */}
      <rect x="8" y="40" width="124" height="328" className={styles.sidebar} />
      <path d="M22 70c3-10 19-10 22 0" className={styles.markArc} />
      <text x="50" y="70" fontSize="11" className={styles.strong}>
        Causeway
      </text>
      {navItems.map((item, index) => (
        <g key={item}>
          <rect
            x="18"
            y={92 + index * 28}
            width="104"
            height="22"
            rx="6"
            className={index === currentNav ? styles.navActive : styles.navItem}
          />
          <text
            x="28"
            y={106.5 + index * 28}
            fontSize="9"
            className={index === currentNav ? styles.accentText : styles.muted}
          >
            {item}
          </text>
        </g>
      ))}

      {/* Header */}
      <text x={gridLeft} y="72" fontSize="15" className={styles.strong}>
        November 2026
      </text>
      <text x={gridLeft} y="90" fontSize="8.5" className={styles.muted}>
        Causeway Coffee Roasters · 12 scheduled
      </text>
      <rect x="432" y="58" width="80" height="26" rx="6" className={styles.button} />
      <text x="472" y="74.5" textAnchor="middle" fontSize="9" className={styles.onAccent}>
        Schedule post
      </text>

      {/* Calendar */}
      {weekdays.map((day, column) => (
        <text key={day} x={gridLeft + column * cellWidth + 6} y={gridTop - 6} fontSize="7.5" className={styles.muted}>
          {day}
        </text>
      ))}
      {Array.from({ length: calendarRows }, (_, row) =>
        Array.from({ length: calendarColumns }, (_, column) => (
          <g key={`${row}-${column}`}>
            <rect
              x={gridLeft + column * cellWidth}
              y={gridTop + row * cellHeight}
              width={cellWidth}
              height={cellHeight}
              className={styles.cell}
            />
            <text
              x={gridLeft + column * cellWidth + 5}
              y={gridTop + row * cellHeight + 11}
              fontSize="7.5"
              className={styles.muted}
            >
              {firstDay + row * calendarColumns + column}
            </text>
          </g>
        )),
      )}
      {chips.map(([column, row, kind, label]) => (
        <g key={`${column}-${row}`}>
          <rect
            x={gridLeft + column * cellWidth + 4}
            y={gridTop + row * cellHeight + 18}
            width={cellWidth - 8}
            height="16"
            rx="3"
            className={chipClass[kind]}
          />
          <text
            x={gridLeft + column * cellWidth + 8}
            y={gridTop + row * cellHeight + 29}
            fontSize="6.5"
            className={styles.chipText[kind]}
          >
            {label}
          </text>
        </g>
      ))}

      {/* Post preview card */}
      <g className={styles.card}>
        <rect x="352" y="206" width="196" height="186" rx="12" className={styles.cardBody} />
        <circle cx="376" cy="230" r="12" className={styles.avatar} />
        <path d="M369 234c2-6 12-6 14 0" className={styles.avatarMark} />
        <text x="396" y="228" fontSize="9" className={styles.strong}>
          Causeway Coffee Roasters
        </text>
        <text x="396" y="240" fontSize="7.5" className={styles.muted}>
          Mon 2 Nov, 9:00 · Europe/London
        </text>
        <rect x="364" y="252" width="172" height="82" rx="8" className={styles.photo} />
        <path d="M372 326c16-40 76-40 92 0" className={styles.photoArc} />
        <path d="M444 326c12-26 52-26 64 0" className={styles.photoArcSoft} />
        <text x="364" y="350" fontSize="8.5" className={styles.strong}>
          Our autumn menu is here.
        </text>
        <text x="364" y="362" fontSize="7.5" className={styles.muted}>
          Spiced pear latte, back from Monday.
        </text>
        <rect x="364" y="370" width="58" height="15" rx="7.5" className={styles.scheduled} />
        <text x="393" y="380.5" textAnchor="middle" fontSize="7" className={styles.scheduledText}>
          Scheduled
        </text>
      </g>
    </svg>
  );
}
