export { PublicNavBar, type PublicNavBarProps } from './PublicNavBar';
