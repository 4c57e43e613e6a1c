import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { breakpoints } from '../../theme/tokens';
import { largePhoneScreen, phoneScreen, tabletScreen } from '../../testing/viewports';
import { PublicNavBar } from './PublicNavBar';
import { storyNavigate as navigate } from '../../testing/story-navigate';
import { settledDialog, settledMenu } from '../../testing/settled-overlay';

const meta = {
  title: 'Layout/PublicNavBar',
  component: PublicNavBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PublicNavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

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
  tags: ['behaviour'],
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Resources' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Blog' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/blog', undefined);
  },
};

/**
 * Escape closes Resources and gives focus back to it, also when it was asked for through its
 * stand-in, before the menu's code had loaded (the stand-in that had focus is gone by then).
 */
export const ResourcesGivesFocusBack: Story = {
  tags: ['behaviour'],
  play: async ({ canvas }) => {
    // Found again each time: the menu's own trigger replaces its stand-in once the menu's code is in.
    const trigger = () => canvas.getByRole('button', { name: 'Resources' });
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Blog' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
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

/** The open menu sheet, once it is shown and its entry animation has finished. */
const settledSheet = () => settledDialog('Menu');

function linkNames(sheet: HTMLElement) {
  return within(sheet)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

/** Below 1024px the items sit behind a menu button that opens them in a sheet across the screen. */
export const CollapsedMenu: Story = {
  globals: tabletScreen,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(breakpoints.large);
    await expect(canvas.queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Resources' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const sheet = await settledSheet();
    await expect(linkNames(sheet)).toEqual([
      'Causeway',
      'Features',
      'Pricing',
      'Blog',
      'Help Desk',
      'Login',
      'Sign Up',
    ]);
    await expect(within(sheet).getByRole('list', { name: 'Resources' })).toBeInTheDocument();
    // Across the whole width, from the top edge.
    const box = sheet.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.width).toBe(window.innerWidth);

    await userEvent.click(within(sheet).getByRole('link', { name: 'Sign Up' }));
    await expect(navigate).toHaveBeenCalledWith('/register', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  },
};

export const CollapsedMenuSignedIn: Story = {
  args: { isSignedIn: true },
  globals: tabletScreen,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const sheet = await settledSheet();
    await expect(linkNames(sheet)).toEqual(['Causeway', 'Features', 'Pricing', 'Blog', 'Help Desk', 'Dashboard']);
  },
};

/**
 * On the smallest phone every entry is a touch target of at least 44px, Sign Up is the bar's primary
 * button, and Features in the sheet scrolls on the landing page too. Escape closes the sheet and
 * gives focus back to the menu button.
 */
export const CollapsedMenuOnAPhone: Story = {
  args: { featuresHref: '#features', onFeatures: fn() },
  globals: phoneScreen,
  play: async ({ canvas, args }) => {
    // Found again each time: the menu's own trigger replaces its stand-in once the menu's code is in.
    const trigger = () => canvas.getByRole('button', { name: 'Open menu' });
    await expect(trigger().getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await settledSheet();
    for (const target of [
      ...within(sheet).getAllByRole('link'),
      within(sheet).getByRole('button', { name: 'Close menu' }),
    ]) {
      if (target.textContent === 'Causeway') continue;
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const signUp = within(sheet).getByRole('link', { name: 'Sign Up' });
    await expect(getComputedStyle(signUp).backgroundColor).not.toBe(getComputedStyle(sheet).backgroundColor);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveFocus());

    await userEvent.click(trigger());
    await userEvent.click(within(await settledSheet()).getByRole('link', { name: 'Features' }));
    await expect(args.onFeatures).toHaveBeenCalledOnce();
    await expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  },
};

/** On the pricing page, Pricing is marked as the page the visitor is on; nothing else is. */
export const CurrentPagePricing: Story = {
  args: { currentPath: '/pricing' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current');
    const pricing = getComputedStyle(within(nav).getByRole('link', { name: 'Pricing' })).backgroundColor;
    await expect(pricing).not.toBe(
      getComputedStyle(within(nav).getByRole('link', { name: 'Features' })).backgroundColor,
    );
  },
};

/** On a blog post, Resources is tinted and so is Blog inside it. */
export const CurrentPageBlogPost: Story = {
  args: { currentPath: '/blog/scheduling-across-time-zones' },
  play: async ({ canvas }) => {
    // Found again each time: the menu's own trigger replaces its stand-in once the menu's code is in.
    const resources = () => canvas.getByRole('button', { name: 'Resources' });
    const features = canvas.getByRole('link', { name: 'Features' });
    await expect(getComputedStyle(resources()).backgroundColor).not.toBe(getComputedStyle(features).backgroundColor);
    await userEvent.click(resources());
    const menu = await settledMenu();
    const tint = (name: string) => getComputedStyle(within(menu).getByRole('menuitem', { name })).backgroundColor;
    await expect(tint('Blog')).toBe(getComputedStyle(resources()).backgroundColor);
    await expect(tint('Help Desk')).not.toBe(tint('Blog'));
  },
};

export const CurrentPageInTheSheet: Story = {
  args: { currentPath: '/help' },
  globals: largePhoneScreen,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const sheet = await settledSheet();
    await expect(within(sheet).getByRole('link', { name: 'Help Desk' })).toHaveAttribute('aria-current', 'page');
    await expect(within(sheet).getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
  },
};
