export { FaqScreen, type FaqScreenProps } from './FaqScreen';
export type { ContentStatus, FaqItemContent, FaqPageContent, FaqSectionContent } from '../parts/content-types';
