import { backLinkFor, type BackLink } from '@causeway/ui/screens/auth/back-link';
import { useSearchParams } from 'react-router';
import { paths } from '../routes/paths';

/** The back link set by the `from` query parameter (login, register, forgot-password); none without it. */
export function useBackLink(): BackLink | undefined {
  const [params] = useSearchParams();
  const from = params.get('from');
  return from ? backLinkFor(from, paths) : undefined;
}
