import { expect, screen, waitFor } from 'storybook/test';

/** The open menu, once its entry animation has finished (mid-animation it is not yet visible). */
export async function settledMenu(name?: string) {
  const menu = await screen.findByRole('menu', name ? { name } : {});
  await waitFor(() => expect(menu.closest('[data-entering]')).toBeNull());
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}
