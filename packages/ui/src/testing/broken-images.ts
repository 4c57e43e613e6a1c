import { expect, waitFor } from 'storybook/test';

/**
 * Loads the broken images under `root` again and resolves once each has dispatched its error event.
 * An onerror attribute left on one (script in content) would have run by then, before this resolves.
 */
export async function brokenImagesFailAgain(root: Element): Promise<void> {
  const images = () => [...root.querySelectorAll('img')];
  await waitFor(() => expect(images().every((image) => image.complete)).toBe(true));
  const broken = images().filter((image) => image.naturalWidth === 0);
  if (broken.length === 0) throw new Error('There is no broken image to load again.');
  await Promise.all(
    broken.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('error', () => resolve(), { once: true });
          image.src = image.getAttribute('src') ?? '';
        }),
    ),
  );
}
