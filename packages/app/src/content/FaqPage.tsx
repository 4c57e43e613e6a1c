import { FaqScreen } from '@causeway/ui/screens/content/FaqScreen';
import { useQuery } from '@tanstack/react-query';
import { useHoldPageShown } from '../routes/page-shown';
import { contentQueries } from './queries';
import { contentStatus } from './status';
import { useBackLink } from './use-back-link';

export function FaqPage() {
  const faq = useQuery(contentQueries.faq());
  useHoldPageShown(faq.isPending);
  const page = faq.data && { ...faq.data, sections: faq.data.body };
  return (
    <FaqScreen
      status={contentStatus(faq)}
      page={page}
      onRetry={() => void faq.refetch()}
      backLink={useBackLink()}
      fallbackTitle="Frequently Asked Questions"
    />
  );
}
