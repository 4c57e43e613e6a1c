import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilePicker } from './FilePicker';

const photo = new File(['x'.repeat(1229)], 'spring-sale.png', { type: 'image/png' });
const video = new File(['x'.repeat(2048)], 'launch-teaser.mp4', { type: 'video/mp4' });
const storyMedia = ['image/jpeg', 'image/bmp', 'image/png', 'image/gif', 'image/tiff', 'video/mp4'];

const meta = {
  title: 'Primitives/FilePicker',
  component: FilePicker,
  args: { onSelect: fn(), onRemove: fn() },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Media' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    await userEvent.upload(fileInput(canvasElement), photo);
    await expect(args.onSelect).toHaveBeenCalledWith([photo]);
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(within(list).getByText('spring-sale.png')).toBeVisible();
    await expect(within(list).getByText('1.2 KB')).toBeVisible();
  },
};

export const AcceptList: Story = {
  args: { accept: storyMedia },
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', storyMedia.join(','));
    await expect(input).not.toHaveAttribute('multiple');
  },
};

export const SinglePickReplaces: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), photo);
    await userEvent.upload(fileInput(canvasElement), video);
    const names = within(canvas.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem');
    await expect(names).toHaveLength(1);
    await expect(names[0]).toHaveTextContent('launch-teaser.mp4');
  },
};

export const Multiple: Story = {
  args: { allowsMultiple: true },
  play: async ({ canvas, canvasElement, args }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [photo, video]);
    await expect(args.onSelect).toHaveBeenCalledWith([photo, video]);
    const items = within(canvas.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['spring-sale.png1.2 KB', 'launch-teaser.mp42 KB']);
  },
};

export const RemoveAFile: Story = {
  args: { allowsMultiple: true, defaultFiles: [photo, video] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove spring-sale.png' }));
    await expect(args.onRemove).toHaveBeenCalledWith(photo, 0);
    await expect(canvas.queryByText('spring-sale.png')).not.toBeInTheDocument();
    await expect(canvas.getByText('launch-teaser.mp4')).toBeVisible();
  },
};

/** The app owns the list (it validates picks): the picker shows what it is given and reports removals. */
export const ControlledList: Story = {
  args: { files: [video], label: 'Upload Video' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Upload Video' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove launch-teaser.mp4' }));
    await expect(args.onRemove).toHaveBeenCalledWith(video, 0);
    // Still listed: removal is the owner's decision.
    await expect(canvas.getByText('launch-teaser.mp4')).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), photo);
    await expect(args.onSelect).toHaveBeenCalledWith([photo]);
    await expect(canvas.queryByText('spring-sale.png')).not.toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: { accept: storyMedia, description: 'Photos (.jpeg, .bmp, .png, .gif, .tiff) up to 4MB, or an .mp4 video.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Media' })).toHaveAccessibleDescription(
      'Photos (.jpeg, .bmp, .png, .gif, .tiff) up to 4MB, or an .mp4 video.',
    );
  },
};

export const WithError: Story = {
  args: {
    defaultFiles: [photo],
    errorMessage: 'Image file too large: spring-sale.png. Maximum size is 4MB.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Image file too large: spring-sale.png. Maximum size is 4MB.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Media' })).toHaveAccessibleDescription(
      'Image file too large: spring-sale.png. Maximum size is 4MB.',
    );
  },
};

export const LongFileName: Story = {
  args: {
    defaultFiles: [
      new File(['x'], 'company-summer-campaign-final-version-approved-by-marketing-2026.png', { type: 'image/png' }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', {
        name: 'Remove company-summer-campaign-final-version-approved-by-marketing-2026.png',
      }),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultFiles: [photo] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Media' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove spring-sale.png' })).toBeDisabled();
  },
};
