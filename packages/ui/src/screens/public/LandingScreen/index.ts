export { LandingScreen, type LandingScreenProps } from './LandingScreen';
export { featuresSectionId, scrollToFeatures } from './scroll-to-features';
