export { LegalScreen, type LegalScreenProps } from './LegalScreen';
export type { CmsPageContent, ContentStatus } from '../parts/content-types';
