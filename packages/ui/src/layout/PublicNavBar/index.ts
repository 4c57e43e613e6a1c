export { PublicNavBar, type PublicNavBarProps } from './PublicNavBar';
export { defaultFeaturesHref } from './features-link';
