import { LandingScreen, scrollToFeatures } from '@causeway/ui/screens/public/LandingScreen';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../routes/paths';
import { isSignedInAtom } from '../session/atoms';
import { ChatbotWidget } from './ChatbotWidget';

/** / and /index (and unknown paths): the landing page, or /home for a signed-in visitor. */
export function LandingPage() {
  const isSignedIn = useAtomValue(isSignedInAtom);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#features') scrollToFeatures();
  }, [hash]);
  if (isSignedIn) return <Navigate to={paths.home} replace />;
  return <LandingScreen chatbotSlot={<ChatbotWidget />} />;
}
