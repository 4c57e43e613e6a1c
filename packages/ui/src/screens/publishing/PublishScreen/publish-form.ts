import type { CalendarDate, Time } from '@internationalized/date';
import type { PlatformId } from '../../../primitives/PlatformMark';

/** What is published: the three forms of publishing §2. */
export type PublishCategory = 'post' | 'story' | 'reel';

/** Now, or at a chosen date and time (editing a queued item is always scheduled). */
export type PublishMode = 'now' | 'scheduled';

/** The platforms the forms show; only Facebook works today (publishing §1). */
export type Platform = PlatformId;

/** The form as the person fills it, in the screen's own words; the app maps it to requests. */
export interface PublishFormValues {
  platforms: Platform[];
  pageIds: string[];
  /** The post text, the story text or the reel caption. */
  text: string;
  /** The chosen media; only one file is ever sent (publishing §5). */
  media: File | null;
  mode: PublishMode;
  date: CalendarDate | null;
  time: Time | null;
  /** 'Auto-delete after 30 days' (posts only). */
  autoDelete: boolean;
}

/** A page of the active team, as the page selector offers it. */
export interface PublishPage {
  id: string;
  name: string;
  /**
   * Whether a linked Facebook account manages it: unlinked pages cannot be published to. Null while
   * that cannot be told (the linked accounts could not be loaded): nothing is sent to it until it can.
   */
  isLinked: boolean | null;
}

export function emptyPublishForm(): PublishFormValues {
  return {
    platforms: ['facebook'],
    pageIds: [],
    text: '',
    media: null,
    mode: 'now',
    date: null,
    time: null,
    autoDelete: false,
  };
}
