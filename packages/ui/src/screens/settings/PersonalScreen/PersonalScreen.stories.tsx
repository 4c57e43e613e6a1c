import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { largePhoneScreen } from '../../../testing/viewports';
import { PersonalScreen, type PersonalScreenProps, type PersonalValues } from './PersonalScreen';
import { storyAccount, storyPictureFile, storyValues } from './personal-fixtures';
import { typeText } from '../../../testing/type-text';

/** The screen as the page drives it: the values kept between renders. */
function Personal(args: PersonalScreenProps) {
  const [values, setValues] = useState<PersonalValues>(args.values);
  return (
    <PersonalScreen
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
  title: 'Screens/Settings/PersonalScreen',
  component: PersonalScreen,
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    account: storyAccount,
    values: storyValues,
    onChange: fn(),
    onSave: fn(),
    onSavedClose: fn(),
    onRetry: fn(),
    onVerifyEmail: fn(),
    onDeleteAccount: fn(),
    onDeletionClose: fn(),
  },
  render: (args) => <Personal {...args} />,
} satisfies Meta<typeof PersonalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Picks a file as the system dialog would, whatever the picker's accept list says. */
async function pick(root: HTMLElement, file: File) {
  await fireEvent.change(fileInput(root), { target: { files: [file] } });
}

/** The saved profile: picture, username, company, a verified email, and the way to delete. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Personal' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Demo User' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('Demo User');
    await expect(canvas.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Causeway Studio');
    await expect(canvas.getByRole('button', { name: 'Change Picture' })).toHaveAccessibleDescription(
      'JPG, PNG or WebP, up to 2 MB. Recommended 360 x 360.',
    );
    await expect(canvas.getByText('demo@causeway.test')).toBeVisible();
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.queryByText('Email Not Verified')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete Account Permanently' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', account: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your details');
    await expect(canvas.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', account: null, errorMessage: 'Failed to fetch user details' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch user details');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No picture yet: initials stand in, and the picker offers an upload. */
export const NoPicture: Story = {
  args: { account: { ...storyAccount, profilePicture: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Demo User' })).toHaveAttribute('data-initials', 'DU');
    await expect(canvas.getByRole('button', { name: 'Upload Picture' })).toBeVisible();
  },
};

/** An unverified address: the badge, the 'Email Not Verified' warning and Verify Email. */
export const EmailUnverified: Story = {
  args: { account: { ...storyAccount, isEmailVerified: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Unverified')).toBeVisible();
    const warning = canvas.getByText('Email Not Verified').closest('[role="status"]');
    await expect(warning).toHaveTextContent('Verify your email address');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Email' }));
    await expect(args.onVerifyEmail).toHaveBeenCalledOnce();
  },
};

export const SendingVerification: Story = {
  args: { account: { ...storyAccount, isEmailVerified: false }, isSendingVerification: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sending\.\.\./ })).toBeVisible();
  },
};

/** An account without an address: 'No email address found', nothing to verify. */
export const NoEmail: Story = {
  args: { account: { ...storyAccount, email: '', isEmailVerified: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No email address found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
  },
};

/** Edit, Save Changes, the spec's question, then the values go out. */
export const SaveAsksFirst: Story = {
  play: async ({ canvas, args }) => {
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.clear(username);
    await typeText(username, 'Dana Harbour');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to update your personal settings?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      username: 'Dana Harbour',
      companyName: 'Causeway Studio',
      picture: null,
    });
  },
};

/** A chosen picture is previewed before it is saved, and can be taken back. */
export const PictureChosen: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const photo = storyPictureFile('portrait.png');
    await userEvent.upload(fileInput(canvasElement), photo);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ picture: photo }));
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Demo User' })).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
    );
    await expect(canvas.getByText('Preview: the new picture is saved with Save Changes.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove portrait.png' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ picture: null }));
  },
};

/** A file of another type is refused on the spot, and never kept for sending. */
export const PictureWrongType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await pick(canvasElement, storyPictureFile('animation.gif', 'image/gif'));
    await expect(
      await canvas.findByText('This file is not a JPG, PNG or WebP image. Please choose another picture.'),
    ).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const PictureTooLarge: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await pick(canvasElement, storyPictureFile('huge.png', 'image/png', 3 * 1024 * 1024));
    await expect(
      await canvas.findByText('This picture is larger than 2 MB. Please choose a smaller one.'),
    ).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Saving\.\.\./ })).toBeVisible();
  },
};

/** Saved: the success dialog. */
export const Saved: Story = {
  args: { isSaved: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Settings Updated' });
    await expect(dialog).toHaveTextContent('Your personal settings have been saved.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onSavedClose).toHaveBeenCalledOnce();
  },
};

/** A failed save: the message above, the server's field error on its field, the edits kept. */
export const SaveFailed: Story = {
  args: {
    values: { ...storyValues, username: '' },
    saveError: 'Failed to update user details',
    fieldErrors: { username: ['This field may not be blank.'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update user details');
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveAccessibleDescription('This field may not be blank.');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Causeway Studio');
    // Typing in the field takes its error away.
    await typeText(username, 'Dana');
    await expect(username).not.toHaveAttribute('aria-invalid');
  },
};

/** The server refused the picture: its words under the picker. */
export const PictureRefusedByServer: Story = {
  args: {
    values: { ...storyValues, picture: storyPictureFile('scan.png') },
    fieldErrors: {
      picture: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Upload a valid image. The file you uploaded was either not an image or a corrupted image.'),
    ).toBeVisible();
  },
};

/** Delete Account Permanently asks first. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account Permanently' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Account Permanently' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await expect(args.onDeleteAccount).toHaveBeenCalledOnce();
  },
};

export const Deleting: Story = {
  args: { deletion: { status: 'deleting' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account Permanently' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Deleting\.\.\./ })).toBeVisible());
  },
};

/** Deleted: reactivation needs contacting support; OK leads on (the app signs out). */
export const Deleted: Story = {
  args: { deletion: { status: 'deleted' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Account Deleted' });
    await expect(dialog).toHaveTextContent(
      'Your account has been deactivated. To reactivate it, please contact support.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onDeletionClose).toHaveBeenCalledOnce();
  },
};

export const DeleteFailed: Story = {
  args: { deletion: { status: 'failed', message: 'Failed to delete account. Please try again.' } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Not Deleted' });
    await expect(dialog).toHaveTextContent('Failed to delete account. Please try again.');
  },
};

export const DeleteWithoutUserId: Story = {
  args: { deletion: { status: 'failed', message: 'User ID not found. Please try logging in again.' } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Not Deleted' });
    await expect(dialog).toHaveTextContent('User ID not found. Please try logging in again.');
  },
};

/** Leaving with unsaved edits: the screen asks; staying is the default. */
export const LeaveWithUnsavedEdits: Story = {
  args: { values: { ...storyValues, username: 'Dana Harbour' }, leaveGuard: { onStay: fn(), onLeave: fn() } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toHaveTextContent('Your changes have not been saved.');
    await expect(within(dialog).getByRole('button', { name: 'Stay on This Page' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave Without Saving' }));
    await expect(args.leaveGuard?.onLeave).toHaveBeenCalledOnce();
  },
};

/** 390 px: one column, the picture above its picker; nothing scrolls sideways. */
export const ReadyOnPhone: Story = {
  ...Ready,
  globals: largePhoneScreen,
  play: async (context) => {
    await Ready.play?.(context);
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const picture = context.canvas.getByRole('img', { name: 'Demo User' });
    const button = context.canvas.getByRole('button', { name: 'Change Picture' });
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(picture.getBoundingClientRect().bottom);
  },
};
export const LoadingOnPhone: Story = { ...Loading, globals: largePhoneScreen };
export const LoadFailedOnPhone: Story = { ...LoadFailed, globals: largePhoneScreen };
export const NoPictureOnPhone: Story = { ...NoPicture, globals: largePhoneScreen };
export const EmailUnverifiedOnPhone: Story = { ...EmailUnverified, globals: largePhoneScreen };
export const SendingVerificationOnPhone: Story = { ...SendingVerification, globals: largePhoneScreen };
export const NoEmailOnPhone: Story = { ...NoEmail, globals: largePhoneScreen };
export const SaveAsksFirstOnPhone: Story = { ...SaveAsksFirst, globals: largePhoneScreen };
export const PictureChosenOnPhone: Story = { ...PictureChosen, globals: largePhoneScreen };
export const PictureWrongTypeOnPhone: Story = { ...PictureWrongType, globals: largePhoneScreen };
export const PictureTooLargeOnPhone: Story = { ...PictureTooLarge, globals: largePhoneScreen };
export const SavingOnPhone: Story = { ...Saving, globals: largePhoneScreen };
export const SavedOnPhone: Story = { ...Saved, globals: largePhoneScreen };
export const SaveFailedOnPhone: Story = { ...SaveFailed, globals: largePhoneScreen };
export const PictureRefusedByServerOnPhone: Story = { ...PictureRefusedByServer, globals: largePhoneScreen };
export const DeleteAsksFirstOnPhone: Story = { ...DeleteAsksFirst, globals: largePhoneScreen };
export const DeletingOnPhone: Story = { ...Deleting, globals: largePhoneScreen };
export const DeletedOnPhone: Story = { ...Deleted, globals: largePhoneScreen };
export const DeleteFailedOnPhone: Story = { ...DeleteFailed, globals: largePhoneScreen };
export const DeleteWithoutUserIdOnPhone: Story = { ...DeleteWithoutUserId, globals: largePhoneScreen };
export const LeaveWithUnsavedEditsOnPhone: Story = { ...LeaveWithUnsavedEdits, globals: largePhoneScreen };
