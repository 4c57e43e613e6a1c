import { CalendarDate, Time, toZoned, CalendarDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { emptyPublishForm, type PublishFormValues } from './publish-form';
import { checkPublishForm } from './rules';

const now = toZoned(new CalendarDateTime(2026, 11, 24, 12, 0), 'Europe/London');
const pages = [
  { id: 'p1', name: 'Corner Bakery', isLinked: true },
  { id: 'p2', name: 'Old Page', isLinked: false },
];
const form = (values: Partial<PublishFormValues>) => ({ ...emptyPublishForm(), pageIds: ['p1'], ...values });
const image = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });

describe('checkPublishForm', () => {
  it('asks for date and time when scheduling, and refuses a time already past', () => {
    expect(checkPublishForm('post', form({ mode: 'scheduled' }), pages, now).schedule).toBe(
      'Please select date and time for scheduling.',
    );
    expect(
      checkPublishForm(
        'post',
        form({ mode: 'scheduled', date: new CalendarDate(2026, 11, 24), time: new Time(11, 55) }),
        pages,
        now,
      ).schedule,
    ).toBe('That time has already passed. Please choose a time in the future.');
    expect(
      checkPublishForm(
        'post',
        form({ mode: 'scheduled', date: new CalendarDate(2026, 11, 24), time: new Time(12, 30) }),
        pages,
        now,
      ),
    ).toEqual({});
  });

  it('sends nothing without a platform: Facebook is the one that works', () => {
    expect(checkPublishForm('post', form({ platforms: [] }), pages, now).platforms).toBe(
      'Please select Facebook to publish to: it is the only platform available for now.',
    );
    expect(checkPublishForm('post', form({}), pages, now).platforms).toBeUndefined();
  });

  it('asks for a page in each form’s own words', () => {
    expect(checkPublishForm('post', form({ pageIds: [] }), pages, now).pages).toBe(
      'Please select at least one page to schedule the post.',
    );
    expect(checkPublishForm('story', form({ pageIds: [], media: image }), pages, now).pages).toBe(
      'Please select at least one page to publish the story.',
    );
    expect(checkPublishForm('reel', form({ pageIds: [] }), pages, now).pages).toBe(
      'Please select at least one page to publish the reel.',
    );
  });

  it('refuses pages no linked Facebook account manages', () => {
    expect(checkPublishForm('post', form({ pageIds: ['p1', 'p2'] }), pages, now).pages).toBe(
      'Some selected pages are not linked to any Facebook account.',
    );
  });

  it('sends nothing to pages whose link could not be checked', () => {
    const unknown = [{ id: 'p1', name: 'Corner Bakery', isLinked: null }];
    expect(checkPublishForm('post', form({}), unknown, now).pages).toBe(
      'Could not check that the selected pages are linked to a Facebook account. Please try again before publishing.',
    );
  });

  it('refuses a story video other than .mp4 that comes back with a restored form', () => {
    const webm = new File(['x'], 'tour.webm', { type: 'video/webm' });
    expect(checkPublishForm('story', form({ media: webm }), pages, now).media).toBe(
      'Invalid file type: tour.webm. Please use .jpeg, .bmp, .png, .gif, .tiff for photos or .mp4 for videos.',
    );
  });

  it('needs media for a story or reel published now, and an image type stories take', () => {
    expect(checkPublishForm('story', form({}), pages, now).media).toBe(
      'Facebook stories require media content. Please upload a photo (.jpeg, .bmp, .png, .gif, .tiff) or video (.mp4).',
    );
    expect(
      checkPublishForm('story', form({ media: new File(['x'], 'a.webp', { type: 'image/webp' }) }), pages, now).media,
    ).toBe('Invalid image format for stories. Please use .jpeg, .bmp, .png, .gif, or .tiff files.');
    expect(checkPublishForm('reel', form({}), pages, now).media).toBe(
      'Facebook reels require video content. Please upload a video file (.mp4, .mov, .avi, .mkv).',
    );
    // Scheduled, the media may follow later (publishing §7: a scheduled reel sends it optionally).
    expect(
      checkPublishForm(
        'reel',
        form({ mode: 'scheduled', date: new CalendarDate(2026, 12, 1), time: new Time(9, 0) }),
        pages,
        now,
      ),
    ).toEqual({});
  });
});
