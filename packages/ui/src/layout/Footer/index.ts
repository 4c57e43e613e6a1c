export { Footer, copyrightLine, type FooterProps } from './Footer';
