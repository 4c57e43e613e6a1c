import type { PersonalAccount, PersonalValues } from './PersonalScreen';

/** A round picture drawn inline, so stories load nothing from the network. */
export const storyPicture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#0F6C8C"/><circle cx="48" cy="38" r="18" fill="#E7F0F4"/><rect x="18" y="62" width="60" height="34" rx="17" fill="#E7F0F4"/></svg>',
  );

/** The demo account, as the mocks seed it. */
export const storyAccount: PersonalAccount = {
  email: 'demo@causeway.test',
  isEmailVerified: true,
  profilePicture: storyPicture,
};

export const storyValues: PersonalValues = { username: 'Demo User', companyName: 'Causeway Studio', picture: null };

/** A picture of the given type and size, made in the browser. */
export function storyPictureFile(name = 'portrait.png', type = 'image/png', size?: number): File {
  const pixel = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (char) => char.charCodeAt(0),
  );
  const file = new File([pixel], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
