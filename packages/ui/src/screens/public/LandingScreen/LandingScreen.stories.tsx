import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectCentredColumn } from '../../../testing/page-column';
import { MessageCircle } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PublicLayout } from '../../../layout/PublicLayout';
import {
  largePhoneScreen,
  phoneScreen,
  storyViewports,
  tabletScreen,
  veryWideScreen,
  wideScreen,
} from '../../../testing/viewports';
import { Button } from '../../../primitives/Button';
import { LandingScreen } from './LandingScreen';
import { featuresSectionId, scrollToFeatures } from './scroll-to-features';
import { storyNavigate as navigate } from '../../../testing/story-navigate';

const onFeatures = fn(scrollToFeatures);

const meta = {
  title: 'Screens/Public/LandingScreen',
  component: LandingScreen,
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
  decorators: [
    (Story) => (
      <PublicLayout featuresHref={`#${featuresSectionId}`} onFeatures={onFeatures}>
        <Story />
      </PublicLayout>
    ),
  ],
  beforeEach: () => {
    onFeatures.mockClear();
    window.scrollTo(0, 0);
  },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hero, the four features and the closing call to action. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('img', { name: /calendar/ })).toBeVisible();
    const [getStarted] = main.getAllByRole('link', { name: 'Get Started Free' });
    await expect(getStarted).toHaveAttribute('href', '/register');
    await expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    const features = canvas.getByRole('region', { name: 'Everything your pages need' });
    await expect(features).toHaveAttribute('id', 'features');
    const titles = within(features)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(titles).toEqual(['Post Anything', 'Smart Scheduling', 'Auto Delete', 'Bulk Delete']);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ready to bridge the gap?' })).toBeInTheDocument();
  },
};

export const HeroLinks: Story = {
  tags: ['behaviour'],
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const [getStarted] = main.getAllByRole('link', { name: 'Get Started Free' });
    if (!getStarted) throw new Error('Get Started Free is missing');
    await userEvent.click(getStarted);
    await expect(navigate).toHaveBeenLastCalledWith('/register', undefined);
    await userEvent.click(main.getByRole('link', { name: 'Login' }));
    await expect(navigate).toHaveBeenLastCalledWith('/login', undefined);
  },
};

/** Features in the navigation bar scrolls down to the features section without navigating. */
export const FeaturesLinkScrolls: Story = {
  tags: ['behaviour'],
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('link', { name: 'Features' }));
    await expect(onFeatures).toHaveBeenCalledOnce();
    await expect(navigate).not.toHaveBeenCalled();
    const section = canvas.getByRole('region', { name: 'Everything your pages need' });
    await waitFor(() => expect(Math.abs(section.getBoundingClientRect().top - 64)).toBeLessThan(4), { timeout: 3000 });
    await expect(section).toHaveFocus();
  },
};

/** The third-party chatbot widget's place, at the end of the page. */
export const WithChatbot: Story = {
  args: {
    chatbotSlot: (
      <Button aria-label="Chat with us">
        <MessageCircle size={20} aria-hidden="true" />
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  },
};

/** Below 1024px: the features stack two by two and the navigation collapses. */
export const Tablet: Story = {
  globals: tabletScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SmallScreen: Story = {
  globals: phoneScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const cards = within(canvas.getByRole('region', { name: 'Everything your pages need' })).getAllByRole('listitem');
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    // One card per row on a phone.
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? Infinity);
  },
};

export const Phone390: Story = {
  globals: largePhoneScreen,
  play: async ({ canvasElement }) => expectCentredColumn(canvasElement),
};

export const WideDesktop: Story = {
  globals: wideScreen,
  play: async ({ canvasElement }) => expectCentredColumn(canvasElement),
};

export const VeryWideScreen: Story = {
  globals: veryWideScreen,
  play: async ({ canvasElement }) => expectCentredColumn(canvasElement),
};
