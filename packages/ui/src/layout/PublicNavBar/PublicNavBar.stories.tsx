import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { breakpoints } from '../../theme/tokens';
import { phoneScreen, tabletScreen } from '../../testing/viewports';
import { PublicNavBar } from './PublicNavBar';
import { storyNavigate as navigate } from '../../testing/story-navigate';

const meta = {
  title: 'Layout/PublicNavBar',
  component: PublicNavBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PublicNavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open menu, once its entry animation has finished. */
async function settledMenu() {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.closest('[data-entering]')).toBeNull());
  return menu;
}

function itemNames(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

/** A visitor: Features, Pricing, Resources, then Login and Sign Up. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Causeway' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    await expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('link', { name: 'Pricing' }));
    await expect(navigate).toHaveBeenCalledWith('/pricing', undefined);
  },
};

/** Signed in: Dashboard takes the place of Login and Sign Up. */
export const SignedIn: Story = {
  args: { isSignedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/home');
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  },
};

/** Resources opens while the mouse is over it and lists Blog and Help Desk. */
export const ResourcesOnHover: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Resources' }));
    const menu = await settledMenu();
    await expect(itemNames(menu)).toEqual(['Blog', 'Help Desk']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Help Desk' }));
    await expect(navigate).toHaveBeenCalledWith('/help', undefined);
  },
};

/** Resources works from the keyboard too: Enter opens it, arrows move, Enter follows. */
export const ResourcesByKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Resources' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Blog' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/blog', undefined);
  },
};

/** On the landing page Features scrolls to the section (the callback) rather than navigating. */
export const FeaturesOnTheLandingPage: Story = {
  args: { featuresHref: '#features', onFeatures: fn() },
  play: async ({ canvas, args }) => {
    const features = canvas.getByRole('link', { name: 'Features' });
    await expect(features).toHaveAttribute('href', '#features');
    await userEvent.click(features);
    await expect(args.onFeatures).toHaveBeenCalledOnce();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** Below 1024px the items sit behind a menu button. */
export const CollapsedMenu: Story = {
  globals: tabletScreen,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(breakpoints.large);
    await expect(canvas.queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Resources' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await settledMenu();
    await expect(itemNames(menu)).toEqual(['Features', 'Pricing', 'Blog', 'Help Desk', 'Login', 'Sign Up']);
    await expect(within(menu).getByRole('group', { name: 'Resources' })).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Up' }));
    await expect(navigate).toHaveBeenCalledWith('/register', undefined);
  },
};

export const CollapsedMenuSignedIn: Story = {
  args: { isSignedIn: true },
  globals: tabletScreen,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await settledMenu();
    await expect(itemNames(menu)).toEqual(['Features', 'Pricing', 'Blog', 'Help Desk', 'Dashboard']);
  },
};

/** On the smallest phone, Features in the menu scrolls on the landing page too. */
export const CollapsedMenuOnAPhone: Story = {
  args: { featuresHref: '#features', onFeatures: fn() },
  globals: phoneScreen,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await settledMenu();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Features' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onFeatures).toHaveBeenCalledOnce();
    await expect(navigate).not.toHaveBeenCalled();
  },
};
