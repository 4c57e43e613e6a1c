import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';

/** Fills the login form on screen and presses Login, as a person would (pasting rather than typing each key). */
export async function submitLogin(email: string, password: string): Promise<void> {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('textbox', { name: 'Email' }));
  await user.paste(email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}
