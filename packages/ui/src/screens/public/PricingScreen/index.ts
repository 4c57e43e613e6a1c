export { PricingScreen, type PricingScreenProps } from './PricingScreen';
