import { LegalScreen } from '@causeway/ui/screens/content/LegalScreen';
import { useQuery } from '@tanstack/react-query';
import { useHoldPageShown } from '../routes/page-shown';
import { contentQueries } from './queries';
import { contentStatus } from './status';
import { useBackLink } from './use-back-link';

const pages = {
  privacy: { title: 'Privacy Policy', query: contentQueries.privacyPolicy },
  terms: { title: 'Terms of Service', query: contentQueries.termsOfService },
} as const;

/** /privacy-policy and /terms-of-service. */
export function LegalPage({ page }: { page: keyof typeof pages }) {
  const { title, query } = pages[page];
  const content = useQuery(query());
  useHoldPageShown(content.isPending);
  return (
    <LegalScreen
      title={title}
      status={contentStatus(content)}
      page={content.data}
      onRetry={() => void content.refetch()}
      backLink={useBackLink()}
    />
  );
}

export const PrivacyPolicyPage = () => <LegalPage page="privacy" />;
export const TermsOfServicePage = () => <LegalPage page="terms" />;
