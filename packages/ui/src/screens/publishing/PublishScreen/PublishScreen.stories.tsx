import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixturePhoto } from '../../review-shared/review-fixtures';
import { CalendarDate, Time } from '@internationalized/date';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { largePhoneScreen } from '../../../testing/viewports';
import { lazyScheduleFields } from './lazy-schedule-fields';
import { PublishScreen, type PublishScreenProps } from './PublishScreen';
import { ScheduleFieldsLoading } from './ScheduleFieldsLoading';
import { emptyPublishForm, type PublishFormValues } from './publish-form';
import { storyAuthor, storyImage, storyNow, storyPages, storyTimeZone, storyToday } from './publish-fixtures';

/** The screen as a page drives it: the values kept between renders. */
function Form(args: PublishScreenProps) {
  const [values, setValues] = useState<PublishFormValues>(args.values);
  return (
    <PublishScreen
      {...args}
      values={values}
      onChange={(next) => {
        setValues(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Publishing/PublishScreen',
  component: PublishScreen,
  parameters: { layout: 'padded' },
  args: {
    category: 'post',
    values: emptyPublishForm(),
    onChange: fn(),
    onSubmit: fn(),
    onRetryPages: fn(),
    pages: { status: 'ready', items: storyPages },
    author: storyAuthor,
    timeZone: storyTimeZone,
    now: storyNow,
    today: storyToday,
  },
  render: (args) => <Form {...args} />,
  // The date and time fields load on first use; a story shows them as they are once loaded.
  loaders: [
    async () => {
      await lazyScheduleFields.preload();
      return {};
    },
  ],
} satisfies Meta<typeof PublishScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: PublishFormValues = {
  ...emptyPublishForm(),
  pageIds: [storyPages[0]!.id, storyPages[1]!.id],
  text: 'Fresh sourdough out of the oven at 7. First ten loaves come with a free coffee.',
  media: storyImage(),
};

async function choosePage(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /Pages/ }));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
  await userEvent.keyboard('{Escape}');
}

/** The empty post form: every element the spec lists, the preview waiting for text. */
export const Post: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Publish Post' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Facebook', pressed: true })).toBeVisible();
    for (const name of ['Instagram', 'TikTok', 'LinkedIn', 'WhatsApp']) {
      await expect(canvas.getByRole('button', { name: `${name}: Coming soon!` })).toBeVisible();
    }
    await expect(canvas.getByText('-- Select pages --')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Auto-delete after 30 days/ })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Publish Now' })).toBeVisible();
    await expect(canvas.getByText('Your post text will appear here.')).toBeVisible();
  },
};

/** While the draft kept on this device is read: the heading, and where the form goes, its loading state. */
export const FormLoading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Publish Post' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the form');
    await expect(canvas.queryByRole('form', { name: 'Publish Post' })).not.toBeInTheDocument();
  },
};

/** Text, two pages and a picture: the preview shows them as Facebook would. */
export const PostFilled: Story = {
  args: { values: filled },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('article', { name: 'Facebook post preview' });
    await expect(preview).toHaveTextContent('Demo User');
    await expect(preview).toHaveTextContent('Causeway Studio');
    await expect(preview).toHaveTextContent('Fresh sourdough');
    await expect(within(preview).getByRole('img', { name: 'Image: bakery-window.png' })).toBeVisible();
  },
};

/** Nothing chosen: the rules speak before anything is sent, and the first field takes focus. */
export const PostMissingPage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Now' }));
    await expect(await canvas.findByText('Please select at least one page to schedule the post.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Pages/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A page no linked account manages is refused. */
export const PostUnlinkedPage: Story = {
  args: { values: { ...filled, pageIds: [storyPages[0]!.id, storyPages[3]!.id] } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Now' }));
    await expect(await canvas.findByText('Some selected pages are not linked to any Facebook account.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Publish now: a confirmation first, then the form goes out. */
export const PostConfirmNow: Story = {
  args: { values: filled },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Now' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to publish this post now?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish Now' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ text: filled.text, mode: 'now' }));
  },
};

/** Choosing pages from the selector. */
export const PostChoosingPages: Story = {
  play: async ({ canvas, args }) => {
    await choosePage('Riverside Runners');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageIds: ['104000000000003'] }));
    await expect(canvas.getByRole('button', { name: /Pages/ })).toHaveTextContent('Riverside Runners');
  },
};

/** Scheduled: date and time, the zone beside them, and a confirmation naming the moment. */
export const PostScheduled: Story = {
  args: {
    values: { ...filled, mode: 'scheduled', date: new CalendarDate(2026, 11, 30), time: new Time(14, 30) },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('group', { name: 'Date' })[0]).toBeVisible();
    await expect(canvas.getByText('Times are in Europe/London (GMT).')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Post' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to schedule this post for Monday 30 November 2026 at 14:30?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule Post' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ mode: 'scheduled' }));
  },
};

/** The date and time fields while their code loads, the first time scheduling is chosen. */
export const ScheduleFieldsWhileLoading: Story = {
  render: () => <ScheduleFieldsLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading date and time' })).toBeInTheDocument();
  },
};

export const PostScheduledWithoutTime: Story = {
  args: { values: { ...filled, mode: 'scheduled' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Post' }));
    await expect(await canvas.findByText('Please select date and time for scheduling.')).toBeVisible();
  },
};

export const PostScheduledInThePast: Story = {
  args: { values: { ...filled, mode: 'scheduled', date: new CalendarDate(2026, 11, 24), time: new Time(9, 0) } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Post' }));
    await expect(
      await canvas.findByText('That time has already passed. Please choose a time in the future.'),
    ).toBeVisible();
  },
};

/** A time the clocks skip: said, not silently moved. */
export const PostScheduledInClockChange: Story = {
  args: {
    timeZone: 'America/New_York',
    values: { ...filled, mode: 'scheduled', date: new CalendarDate(2027, 3, 14), time: new Time(2, 30) },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'The clocks go forward that night, so the time you chose does not exist. It will go out at 03:30 (GMT-4).',
      ),
    ).toBeVisible();
  },
};

export const PagesLoading: Story = {
  args: { pages: { status: 'loading', items: [] } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Pages/ });
    await expect(trigger).toHaveTextContent('Loading pages...');
    await userEvent.click(trigger);
    await expect(within(await screen.findByRole('listbox')).getByText('Loading pages...')).toBeInTheDocument();
  },
};

export const NoPages: Story = {
  args: { pages: { status: 'ready', items: [] } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Pages/ });
    await expect(trigger).toHaveTextContent('No pages available');
    await userEvent.click(trigger);
    await expect(within(await screen.findByRole('listbox')).getByText('No pages available')).toBeInTheDocument();
  },
};

/** Pages that could not be loaded: 'Failed to load pages', and a way to try again. */
export const PagesFailed: Story = {
  args: { pages: { status: 'error', items: [] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Failed to load pages')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryPages).toHaveBeenCalledOnce();
  },
};

/** When the server says why, its words follow the spec's. */
export const PagesFailedWithReason: Story = {
  args: { pages: { status: 'error', items: [], errorDetail: 'Team not found.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load pages: Team not found.')).toBeVisible();
  },
};

/** The linked accounts could not be loaded: the form says the links are not checked, and sends nothing. */
export const LinksNotChecked: Story = {
  args: {
    values: filled,
    pages: { status: 'ready', items: storyPages.map((page) => ({ ...page, isLinked: null })) },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Could not check which pages are linked to a Facebook account.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Now' }));
    await expect(
      await canvas.findByText(
        'Could not check that the selected pages are linked to a Facebook account. Please try again before publishing.',
      ),
    ).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryPages).toHaveBeenCalledOnce();
  },
};

/** A 409 while fetching pages is a warning, and the pages still show. */
export const PagesConflict: Story = {
  args: {
    pages: {
      status: 'ready',
      items: storyPages,
      warning: 'Pages are being refreshed for this team. The list may be out of date.',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Pages are being refreshed for this team. The list may be out of date.'),
    ).toBeVisible();
  },
};

export const Sending: Story = {
  args: { values: filled, isSending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Publishing\.\.\./ })).toBeVisible();
  },
};

/** A team without a plan: the server's refusal, with the way to a plan. */
export const NoPlan: Story = {
  args: {
    values: filled,
    banner: {
      tone: 'error',
      text: 'An active subscription is required to publish. Subscribe to a plan first.',
      link: { label: 'See plans', href: '/control-tower/plan' },
    },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('An active subscription is required to publish.');
    await expect(within(alert).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/control-tower/plan');
  },
};

/** The form is kept on this device; Discard asks first, then clears. */
export const DraftKept: Story = {
  args: { values: filled, draft: { isSaved: true, onDiscard: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Kept on this device')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await expect(args.draft?.onDiscard).toHaveBeenCalledOnce();
  },
};

/** Some pages failed: each page with its outcome, and a retry for the failed ones only. */
export const SomePagesFailed: Story = {
  args: {
    values: filled,
    outcome: {
      outcomes: [
        { pageId: '1', pageName: 'Corner Bakery Hackney', ok: true },
        { pageId: '2', pageName: 'Causeway Studio', ok: false, reason: '(#200) The page has restricted who can post.' },
      ],
      onRetryFailed: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Published to 1 of 2 pages' })).toBeVisible();
    await expect(canvas.getByText(/The page has restricted who can post/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry failed pages' }));
    await expect(args.outcome?.onRetryFailed).toHaveBeenCalledOnce();
  },
};

/** Facebook switched off: 'No Platform Selected', and nothing is sent; the form says why. */
export const NoPlatform: Story = {
  args: { values: filled },
  play: async ({ canvas, args }) => {
    const facebook = canvas.getByRole('button', { name: 'Facebook' });
    await userEvent.click(facebook);
    await expect(canvas.getByText('No Platform Selected')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Publish Now' }));
    const why = 'Please select Facebook to publish to: it is the only platform available for now.';
    await expect(await canvas.findByText(why)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Platforms' })).toHaveAccessibleDescription(why);
    await expect(facebook).toHaveFocus();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(facebook);
    await expect(canvas.queryByText(why)).not.toBeInTheDocument();
  },
};

/** The spec's placeholders say 'Coming soon!'. */
export const ComingSoonPieces: Story = {
  play: async ({ canvas }) => {
    for (const name of ['AI wizard', 'Save as Draft', 'Instagram: Coming soon!']) {
      await userEvent.click(canvas.getByRole('button', { name }));
      const dialog = await screen.findByRole('dialog');
      await expect(dialog).toHaveTextContent('Coming soon!');
      await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  },
};

/** Editing a queued post: scheduled only, prefilled, the action an update. */
export const EditingPost: Story = {
  args: {
    isEditing: true,
    values: { ...filled, mode: 'scheduled', date: new CalendarDate(2026, 12, 2), time: new Time(8, 15) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /When/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Update Post' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to update this post? It will go out on Wednesday 2 December 2026 at 08:15.',
    );
  },
};

/** Editing a queued post that has a picture: the preview shows it, and it is kept unless replaced. */
export const EditingKeepsMedia: Story = {
  name: 'Editing — keeps its current image',
  args: {
    isEditing: true,
    existingMediaUrl: fixturePhoto(200),
    values: { ...filled, media: null, mode: 'scheduled', date: new CalendarDate(2026, 12, 2), time: new Time(8, 15) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keeps its current image unless you choose another file.')).toBeVisible();
    const preview = canvas.getByRole('article', { name: 'Facebook post preview' });
    await expect(within(preview).getByRole('img', { name: 'Image: current media' })).toBeVisible();
  },
};

/** The story form: no auto-delete, the video note, media required to publish now. */
export const StoryForm: Story = {
  args: { category: 'story', values: { ...emptyPublishForm(), pageIds: [storyPages[0]!.id] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Publish Story' })).toBeVisible();
    await expect(
      canvas.getByText('Video stories are limited to 60 seconds. Longer videos will be automatically trimmed.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: /Auto-delete/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Now' }));
    await expect(
      await canvas.findByText(
        'Facebook stories require media content. Please upload a photo (.jpeg, .bmp, .png, .gif, .tiff) or video (.mp4).',
      ),
    ).toBeVisible();
  },
};

/** A file stories do not take is refused as it is chosen, named: only the listed photo types and .mp4. */
export const StoryInvalidFile: Story = {
  args: { category: 'story', values: { ...emptyPublishForm(), pageIds: [storyPages[0]!.id] } },
  play: async ({ canvasElement, canvas, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    // The system dialog can be told to show every file, whatever the form asks it to offer.
    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(input, new File(['video'], 'tour.webm', { type: 'video/webm' }));
    await expect(
      await canvas.findByText(
        'Invalid file type: tour.webm. Please use .jpeg, .bmp, .png, .gif, .tiff for photos or .mp4 for videos.',
      ),
    ).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();

    await picker.upload(input, new File(['video'], 'tour.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(canvas.queryByText(/Invalid file type/)).not.toBeInTheDocument());
    // The .mp4 is taken: the form changes once, with it.
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const StoryWithoutPage: Story = {
  args: { category: 'story', values: { ...emptyPublishForm(), media: storyImage() } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Now' }));
    await expect(await canvas.findByText('Please select at least one page to publish the story.')).toBeVisible();
  },
};

/** A story in its 9:16 frame. */
export const StoryPreview: Story = {
  args: { category: 'story', values: { ...filled, text: 'Today only' } },
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('article', { name: 'Facebook story preview' });
    const { width, height } = frame.getBoundingClientRect();
    await expect(Math.round((width / height) * 100)).toBe(56);
  },
};

/** The reel form: the plus button, the AI Content Wizard, Emoji, the reel's own buttons. */
export const Reel: Story = {
  args: { category: 'reel', values: { ...emptyPublishForm(), pageIds: [storyPages[0]!.id] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Publish Reel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'More platforms: Coming soon!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'AI Content Wizard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Emoji' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Caption' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Reel Now' }));
    await expect(
      await canvas.findByText(
        'Facebook reels require video content. Please upload a video file (.mp4, .mov, .avi, .mkv).',
      ),
    ).toBeVisible();
  },
};

/** A chosen video: previewed, with a way to remove it; the confirmation in the reel's words. */
export const ReelWithVideo: Story = {
  args: {
    category: 'reel',
    values: {
      ...emptyPublishForm(),
      pageIds: [storyPages[0]!.id],
      media: new File(['video'], 'launch-reel.mp4', { type: 'video/mp4' }),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Chosen video: launch-reel.mp4')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Reel Now' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to publish this reel now?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove video' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ media: null }));
  },
};

export const ReelScheduled: Story = {
  args: {
    category: 'reel',
    values: {
      ...emptyPublishForm(),
      pageIds: [storyPages[0]!.id],
      mode: 'scheduled',
      date: new CalendarDate(2026, 12, 1),
      time: new Time(18, 0),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Reel' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to schedule this reel for Tuesday 1 December 2026 at 18:00?',
    );
  },
};

/** 390 px: the form, then the preview under it; nothing scrolls sideways. */
export const PostOnPhone: Story = {
  args: { values: filled },
  globals: largePhoneScreen,
  play: async ({ canvas }) => {
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const form = canvas.getByRole('form', { name: 'Publish Post' });
    const preview = canvas.getByRole('article', { name: 'Facebook post preview' });
    await expect(preview.getBoundingClientRect().top).toBeGreaterThan(form.getBoundingClientRect().bottom);
  },
};

export const ReelOnPhone: Story = { ...ReelWithVideo, globals: largePhoneScreen };
export const StoryOnPhone: Story = { ...StoryForm, globals: largePhoneScreen };
export const ScheduledOnPhone: Story = { ...PostScheduled, globals: largePhoneScreen };
