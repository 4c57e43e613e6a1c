import { SignupComingSoonScreen } from '@causeway/ui/screens/auth/SignupComingSoonScreen';
import { useSearchParams } from 'react-router';

/** /signup/facebook and /signup/linkedin: not available yet; the back link follows `from`. */
export function SignupComingSoonPage({ provider }: { provider: 'facebook' | 'linkedin' }) {
  const [params] = useSearchParams();
  return <SignupComingSoonScreen provider={provider} from={params.get('from')} />;
}

export const FacebookSignupPage = () => <SignupComingSoonPage provider="facebook" />;
export const LinkedInSignupPage = () => <SignupComingSoonPage provider="linkedin" />;
