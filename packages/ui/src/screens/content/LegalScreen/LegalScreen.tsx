import { LoadRegion, type LoadStatus } from '../../../primitives/LoadRegion';
import { RichText } from '../../../primitives/RichText';
import type { BackLink } from '../../auth/back-link';
import { ContentPage } from '../parts/ContentPage';
import { formatContentDate, machineDate } from '../parts/content-format';
import type { CmsPageContent } from '../parts/content-types';
import { TextSkeleton } from '../parts/TextSkeleton';
import * as styles from './LegalScreen.css';

export interface LegalScreenProps {
  /** The page's name before it loads and in its error text: 'Privacy Policy' or 'Terms of Service'. */
  title: string;
  status: LoadStatus;
  /** The CMS page, once loaded. */
  page?: CmsPageContent | null;
  onRetry?: () => void;
  backLink?: BackLink;
}

/** The privacy policy or the terms of service: title, last updated date, intro and the CMS body. */
export function LegalScreen({ title, status, page, onRetry, backLink }: LegalScreenProps) {
  const loaded = status === 'ready' && page ? page : null;
  const lastUpdated = loaded?.last_updated;

  return (
    <ContentPage
      title={loaded?.title || title}
      backLink={backLink}
      meta={
        lastUpdated && (
          <p>
            Last updated <time dateTime={machineDate(lastUpdated)}>{formatContentDate(lastUpdated)}</time>
          </p>
        )
      }
      intro={loaded?.intro}
    >
      <LoadRegion
        status={status}
        loadingLabel={`Loading ${title}`}
        skeleton={<TextSkeleton />}
        error={{ title: `Failed to load ${title} content`, text: 'Check your connection and try again.' }}
        onRetry={onRetry}
      >
        {loaded && <RichText html={loaded.body} className={styles.sheet} />}
      </LoadRegion>
    </ContentPage>
  );
}
