import { expect, screen, waitFor } from 'storybook/test';

/*
 * React Aria reveals a popover or a modal once it has seen whether an on-screen keyboard opens (two
 * frames; up to 600 ms where it has guessed that the device has one), then animates it in. Until
 * then the overlay is in the page but not shown: these wait until a person would see it, still.
 */
async function settled(overlay: HTMLElement) {
  await waitFor(async () => {
    await expect(overlay).toBeVisible();
    await expect(overlay.closest('[data-entering]')).toBeNull();
  });
  return overlay;
}

/** The open menu, once it is shown and its entry animation has finished. */
export async function settledMenu(name?: string) {
  return settled(await screen.findByRole('menu', name ? { name } : {}));
}

/** The open dialog (or alert dialog), once it is shown and its entry animation has finished. */
export async function settledDialog(name?: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') {
  return settled(await screen.findByRole(role, name ? { name } : {}));
}
