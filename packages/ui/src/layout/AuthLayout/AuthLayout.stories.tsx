import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { breakpoints } from '../../theme/tokens';
import { AuthHeader } from './AuthHeader';
import { AuthLayout } from './AuthLayout';
import {
  desktopScreen,
  largePhoneScreen,
  phoneScreen,
  tabletScreen,
  veryWideScreen,
  wideScreen,
} from '../../testing/viewports';
import { SocialSignIn } from './SocialSignIn';

const meta = {
  title: 'Layout/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <>
        <AuthHeader title="Welcome Back!" subtitle="Log in to your account to continue" />
        <SocialSignIn label="Or login with" onGoogle={fn()} />
      </>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 1024px: the cover picture on the left, the form on the right. */
export const LargeScreen: Story = {
  globals: desktopScreen,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(breakpoints.large);
    const cover = canvas.getByTestId('auth-cover');
    await expect(cover).toBeVisible();
    await expect(cover).toHaveTextContent('Bridging the digital gap');
    // Drawn, not a photograph.
    await expect(cover.querySelector('img')).toBeNull();
    await expect(cover.querySelector('svg')).not.toBeNull();
    const main = canvas.getByRole('main');
    await expect(cover.getBoundingClientRect().right).toBeLessThanOrEqual(main.getBoundingClientRect().left + 1);
    await expect(canvas.getByRole('link', { name: 'Causeway' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();
  },
};

/** Below 1024px the form stands alone. */
export const SmallScreen: Story = {
  globals: phoneScreen,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByTestId('auth-cover')).not.toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();
    // Nothing sticks out sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Just under the breakpoint: still one column. */
export const Tablet: Story = {
  globals: tabletScreen,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(834);
    await expect(canvas.getByTestId('auth-cover')).not.toBeVisible();
  },
};

export const LogoToAnotherPage: Story = {
  args: { homeHref: '/home' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Causeway' })).toHaveAttribute('href', '/home');
  },
};

/** The cover's words and picture, one group in the middle of the cover, and the picture within the screen. */
async function expectComposedCover(cover: HTMLElement) {
  const box = cover.getBoundingClientRect();
  const picture = cover.querySelector('svg')!.getBoundingClientRect();
  const words = cover.querySelector('p')!.getBoundingClientRect();
  await expect(picture.bottom).toBeLessThanOrEqual(box.bottom);
  await expect(words.top).toBeGreaterThanOrEqual(box.top);
  // Close together: no screen-high gap between the words and the picture.
  await expect(picture.top - words.bottom).toBeLessThan(160);
  // Centred: as much room above the group as below it.
  await expect(Math.abs(words.top - box.top - (box.bottom - picture.bottom))).toBeLessThan(120);
}

/** 1280 × 1024: tall for a laptop, the cover holds its group in the middle. */
export const LargeScreenComposition: Story = {
  globals: desktopScreen,
  play: async ({ canvas }) => expectComposedCover(canvas.getByTestId('auth-cover')),
};

export const WideDesktop: Story = {
  globals: wideScreen,
  play: async ({ canvas }) => expectComposedCover(canvas.getByTestId('auth-cover')),
};

/** 2560px: the words grow with the screen and the picture stays in proportion to them. */
export const VeryWideScreen: Story = {
  globals: veryWideScreen,
  play: async ({ canvas, canvasElement }) => {
    const cover = canvas.getByTestId('auth-cover');
    await expectComposedCover(cover);
    await expect(getComputedStyle(cover.querySelector('p')!).fontSize).toBe('44px');
    await expect(cover.querySelector('svg')!.getBoundingClientRect().width).toBeLessThanOrEqual(44 * 16);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Phone: Story = {
  globals: largePhoneScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('auth-cover')).not.toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
