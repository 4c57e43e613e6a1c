import './global.css';

export { vars } from './contract.css';
export { lightTheme } from './light.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export * from './tokens';
