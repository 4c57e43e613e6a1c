export { PublishScreen, type PublishBanner, type PublishPagesState, type PublishScreenProps } from './PublishScreen';
export type { PageOutcome, PublishOutcomeProps } from './PublishOutcome';
export type { PreviewAuthor } from './PublishPreview';
export {
  emptyPublishForm,
  type Platform,
  type PublishCategory,
  type PublishFormValues,
  type PublishMode,
  type PublishPage,
} from './publish-form';
export { categoryTexts } from './category-texts';
export { describeMoment, resolveSchedule, type ScheduleResolution } from './schedule-time';
