export { ControlTowerLayout, type ControlTowerLayoutProps } from './ControlTowerLayout';
