import { describe, expect, it } from 'vitest';
import { checkPicture } from './rules';

const file = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

describe('checkPicture', () => {
  it('accepts JPG, PNG and WebP pictures up to 2 MB', () => {
    expect(checkPicture(file('me.jpg', 'image/jpeg'))).toBeUndefined();
    expect(checkPicture(file('me.png', 'image/png', 2 * 1024 * 1024))).toBeUndefined();
    expect(checkPicture(file('me.webp', 'image/webp'))).toBeUndefined();
  });

  it('judges a file the browser gives no type by its name', () => {
    expect(checkPicture(file('me.JPEG', ''))).toBeUndefined();
    expect(checkPicture(file('me.heic', ''))).toBe(
      'This file is not a JPG, PNG or WebP image. Please choose another picture.',
    );
  });

  it('refuses other types, then pictures over 2 MB', () => {
    expect(checkPicture(file('me.gif', 'image/gif'))).toBe(
      'This file is not a JPG, PNG or WebP image. Please choose another picture.',
    );
    expect(checkPicture(file('cv.pdf', 'application/pdf'))).toBe(
      'This file is not a JPG, PNG or WebP image. Please choose another picture.',
    );
    expect(checkPicture(file('big.png', 'image/png', 2 * 1024 * 1024 + 1))).toBe(
      'This picture is larger than 2 MB. Please choose a smaller one.',
    );
  });
});
