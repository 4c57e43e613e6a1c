import { HelpCentreScreen } from '@causeway/ui/screens/content/HelpCentreScreen';
import { useBackLink } from './use-back-link';

export function HelpPage() {
  return <HelpCentreScreen backLink={useBackLink()} />;
}
