import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { expectFocusRing } from '../../testing/focus-ring';
import { phoneScreen } from '../../testing/viewports';
import { PlatformMark, platformIds, platformNames } from '../PlatformMark';
import { ToggleButtonGroup, type ToggleButtonGroupProps, type ToggleOption } from './ToggleButtonGroup';

const platforms: ToggleOption[] = platformIds.map((platform) => ({
  id: platform,
  label: platformNames[platform],
  icon: <PlatformMark platform={platform} size={20} />,
  note: platform === 'facebook' ? undefined : 'Coming soon!',
}));

/** Holds the selection, as a screen would. */
function Controlled(props: ToggleButtonGroupProps) {
  const [selected, setSelected] = useState<Key[]>(props.selectedKeys as Key[]);
  return (
    <ToggleButtonGroup
      {...props}
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        setSelected(keys);
        props.onSelectionChange(keys);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/ToggleButtonGroup',
  component: ToggleButtonGroup,
  args: {
    label: 'Platform',
    options: platforms,
    selectionMode: 'multiple',
    selectedKeys: ['facebook'],
    onSelectionChange: fn(),
    isIconOnly: true,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Platform icon toggles of the queue: several may be on, never none. */
export const Multiple: Story = {
  play: async ({ canvas, args }) => {
    const facebook = canvas.getByRole('button', { name: 'Facebook' });
    const instagram = canvas.getByRole('button', { name: 'Instagram (Coming soon!)' });
    await expect(facebook).toHaveAttribute('aria-pressed', 'true');
    await expect(instagram).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(instagram);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['facebook', 'instagram']);
    await userEvent.click(facebook);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['instagram']);
    // The last one on stays on.
    await userEvent.click(instagram);
    await expect(instagram).toHaveAttribute('aria-pressed', 'true');

    await expect(canvas.getByRole('toolbar', { name: 'Platform' })).toBeVisible();
  },
};

/** One platform at a time (publish history): a radio group, arrow keys move the choice. */
export const Single: Story = {
  args: { selectionMode: 'single' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Platform' });
    await expect(group).toBeVisible();
    await userEvent.tab();
    const facebook = canvas.getByRole('radio', { name: 'Facebook' });
    await expect(facebook).toHaveFocus();
    await expectFocusRing(facebook);
    await userEvent.keyboard('{ArrowRight}');
    const instagram = canvas.getByRole('radio', { name: 'Instagram (Coming soon!)' });
    await expect(instagram).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['instagram']);
    await expect(instagram).toBeChecked();
  },
};

/** A tooltip names an icon-only button; arrow keys move along the row. */
export const Tooltip: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Facebook' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Facebook');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'TikTok (Coming soon!)' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('TikTok (Coming soon!)'));
  },
};

/** With their names written out. */
export const WithText: Story = {
  args: { isIconOnly: false, selectionMode: 'single' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Facebook' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Instagram Coming soon!' })).not.toBeChecked();
  },
};

export const SmallScreen: Story = {
  args: { isIconOnly: false },
  globals: phoneScreen,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
