export { LegalScreen, type LegalScreenProps } from './LegalScreen';
export type { CmsPageContent } from '../parts/content-types';
