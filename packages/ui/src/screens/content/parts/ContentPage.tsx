import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { publicColumn } from '../../../layout/public-column.css';
import { Link } from '../../../primitives/Link';
import type { BackLink } from '../../auth/back-link';
import * as styles from './ContentPage.css';

export interface ContentPageProps {
  /** The page's heading; left out while a page whose title is unknown is loading. */
  title?: ReactNode;
  /** A line under the title: 'Last updated …', or a post's date, reading time and author. */
  meta?: ReactNode;
  intro?: ReactNode;
  /** The page the reader came from (the `from` query parameter), shown above the title. */
  backLink?: BackLink;
  /** 'reading' keeps long text to a comfortable line length; 'wide' uses the whole column. */
  width?: 'reading' | 'wide';
  children: ReactNode;
}

/** The frame of every content page: back link, title, meta line, intro, then the content. */
export function ContentPage({ title, meta, intro, backLink, width = 'reading', children }: ContentPageProps) {
  return (
    <div className={publicColumn}>
      <div className={styles.page({ width })}>
        {backLink && (
          <Link href={backLink.href} variant="standalone" className={styles.backLink}>
            <ArrowLeft size={16} aria-hidden="true" />
            {backLink.label}
          </Link>
        )}
        {title && (
          <header className={styles.header}>
            <h1 className={styles.title}>{title}</h1>
            {meta && <div className={styles.meta}>{meta}</div>}
            {intro && <p className={styles.intro}>{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </div>
  );
}
