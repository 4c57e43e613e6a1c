export { Logo, type LogoProps } from './Logo';
export { LogoMark } from './LogoMark';
