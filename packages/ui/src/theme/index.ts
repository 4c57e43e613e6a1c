import './global.css';

export { vars } from './contract.css';
export { lightTheme } from './light.css';
export * from './tokens';
export type { ResponsiveSpace } from './responsive-space';
// Sprinkles are imported from './sprinkles.css' where they are used, so pages that do not use
// them do not carry their class map.
