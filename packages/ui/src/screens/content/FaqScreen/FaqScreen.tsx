import { ChevronDown } from 'lucide-react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { emptyIf, LoadRegion, type LoadStatus } from '../../../primitives/LoadRegion';
import { RichText } from '../../../primitives/RichText';
import type { BackLink } from '../../auth/back-link';
import { ContentPage } from '../parts/ContentPage';
import { formatContentDate, machineDate } from '../parts/content-format';
import type { FaqPageContent } from '../parts/content-types';
import { TextSkeleton } from '../parts/TextSkeleton';
import * as styles from './FaqScreen.css';

export interface FaqScreenProps {
  /** 'ready' with no sections reads as 'empty'. */
  status: LoadStatus;
  page?: FaqPageContent | null;
  onRetry?: () => void;
  backLink?: BackLink;
  /** The heading before the page has loaded. */
  fallbackTitle?: string;
}

/** The FAQ: sections of questions that open to show their answers, any number open at once. */
export function FaqScreen({
  status,
  page,
  onRetry,
  backLink,
  fallbackTitle = 'Frequently Asked Questions',
}: FaqScreenProps) {
  const loaded = status === 'ready' && page ? page : null;
  const lastUpdated = loaded?.last_updated;
  const sections = loaded?.sections ?? [];

  return (
    <ContentPage
      title={loaded?.title || fallbackTitle}
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
        status={emptyIf(status, sections.length === 0)}
        loadingLabel="Loading FAQ"
        skeleton={<TextSkeleton paragraphs={3} />}
        empty={{ title: 'No questions yet', text: 'Answers to common questions will appear here.' }}
        error={{ title: 'Failed to load FAQ content', text: 'Check your connection and try again.' }}
        onRetry={onRetry}
      >
        {sections.map((section, sectionIndex) => (
          <section
            key={section.section_title}
            className={styles.section}
            aria-labelledby={`faq-section-${sectionIndex}`}
          >
            <h2 id={`faq-section-${sectionIndex}`} className={styles.sectionTitle}>
              {section.section_title}
            </h2>
            <DisclosureGroup allowsMultipleExpanded className={styles.group}>
              {section.faq_items.map((item, itemIndex) => (
                <Disclosure key={item.question} id={`${sectionIndex}-${itemIndex}`} className={styles.item}>
                  <Heading level={3} className={styles.question}>
                    <Button slot="trigger" className={styles.trigger}>
                      <span>{item.question}</span>
                      <ChevronDown className={styles.chevron} size={20} aria-hidden="true" />
                    </Button>
                  </Heading>
                  <DisclosurePanel className={styles.panel}>
                    <RichText html={item.answer} className={styles.answer} />
                  </DisclosurePanel>
                </Disclosure>
              ))}
            </DisclosureGroup>
          </section>
        ))}
      </LoadRegion>
    </ContentPage>
  );
}
