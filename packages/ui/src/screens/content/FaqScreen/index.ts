export { FaqScreen, type FaqScreenProps } from './FaqScreen';
export type { FaqItemContent, FaqPageContent, FaqSectionContent } from '../parts/content-types';
