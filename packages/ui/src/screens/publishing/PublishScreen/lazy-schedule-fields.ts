import { lazyComponent } from '../../../utils/lazy-component';

/** The date and time fields, loaded when scheduling is first reached for (see ScheduleFields). */
export const lazyScheduleFields = lazyComponent(() =>
  import('./ScheduleFields').then((module) => module.ScheduleFields),
);
