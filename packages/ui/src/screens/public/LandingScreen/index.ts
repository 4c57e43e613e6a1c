export { LandingScreen, featuresSectionId, scrollToFeatures, type LandingScreenProps } from './LandingScreen';
