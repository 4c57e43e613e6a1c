/**
 * The Personal tab's texts (accounts §2, §5, §8), the spec's word for word, and its picture rules.
 * The spec gives only the recommended size; the type and size limits are the product's own, said
 * on screen beside the picker and checked before anything is sent.
 */
export const personalMessages = {
  confirmSave: 'Are you sure you want to update your personal settings?',
  savedTitle: 'Settings Updated',
  saved: 'Your personal settings have been saved.',
  emailNotVerified: 'Email Not Verified',
  notVerifiedText: 'Verify your email address so that you can recover your account and receive notifications.',
  noEmail: 'No email address found',
  deleteConfirm:
    'Your account will be deactivated and you will be logged out. Your teams, pages and scheduled posts stop working for you.',
  deletedTitle: 'Account Deleted',
  deleted: 'Your account has been deactivated. To reactivate it, please contact support.',
  deleteFailedTitle: 'Account Not Deleted',
  deleteFailed: 'Failed to delete account. Please try again.',
  noUserId: 'User ID not found. Please try logging in again.',
  pictureHint: 'JPG, PNG or WebP, up to 2 MB. Recommended 360 x 360.',
  pictureType: 'This file is not a JPG, PNG or WebP image. Please choose another picture.',
  pictureTooLarge: 'This picture is larger than 2 MB. Please choose a smaller one.',
} as const;

/** The picture types the picker offers and accepts. */
export const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
const pictureExtensions = /\.(jpe?g|png|webp)$/i;

/** The largest picture accepted: 2 MB. */
export const pictureMaxBytes = 2 * 1024 * 1024;

/** What is wrong with a chosen picture, or undefined when it may be sent. */
export function checkPicture(file: File): string | undefined {
  const typeOk = file.type
    ? (pictureTypes as readonly string[]).includes(file.type)
    : pictureExtensions.test(file.name);
  if (!typeOk) return personalMessages.pictureType;
  if (file.size > pictureMaxBytes) return personalMessages.pictureTooLarge;
  return undefined;
}
