import { lazyWithPreload } from '../../../utils/lazy-with-preload';

/** The date and time fields, loaded when scheduling is first reached for (see ScheduleFields). */
export const lazyScheduleFields = lazyWithPreload(() =>
  import('./ScheduleFields').then((module) => module.ScheduleFields),
);
