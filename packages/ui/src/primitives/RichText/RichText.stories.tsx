import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, type MockInstance } from 'storybook/test';
import { brokenImagesFailAgain } from '../../testing/broken-images';
import { RichText } from './RichText';

const article = `
<h2>What we collect</h2>
<p>Causeway stores your account details (name, email, company), the teams you belong to, and the
content you schedule or publish through it. Read more in <a href="/faq">the FAQ</a> or on
<a href="https://example.com/guide">the platform's own guide</a>.</p>
<h3>How we use it</h3>
<ul>
  <li>To publish, schedule and delete posts, stories and reels on the pages you choose.</li>
  <li>To bill your team for its plan.</li>
</ul>
<ol>
  <li>Connect a page.</li>
  <li>Schedule a week of posts.</li>
</ol>
<blockquote>Consistency beats volume.</blockquote>
<p>Use <code>#hashtags</code> sparingly.</p>
<img src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='640' height='200'%3E%3Crect width='640' height='200' fill='%23E7F0F4'/%3E%3C/svg%3E" alt="A calm teal banner">`;

const meta = {
  title: 'Primitives/RichText',
  component: RichText,
  args: { html: article },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, lists, links, a quote, code and an image in the reading typography. */
export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: 'A calm teal banner' })).toBeVisible();
  },
};

/** Links elsewhere open in a new tab without opener or referrer; links on the site stay in the tab. */
export const Links: Story = {
  play: async ({ canvas }) => {
    const external = canvas.getByRole('link', { name: "the platform's own guide" });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = canvas.getByRole('link', { name: 'the FAQ' });
    await expect(internal).not.toHaveAttribute('target');
  },
};

const xssPayload =
  '<p>Short paragraphs read better on phones.</p>' +
  // A broken image (data URL, so no request leaves the page) whose onerror would run.
  '<img src="data:image/png;base64,broken" onerror="alert(\'xss\')" alt="">' +
  '<script>alert("xss")</script>' +
  '<p><a href="javascript:alert(1)">A link that must not run script</a> and ' +
  '<a href="https://example.com/guide" target="_blank">a safe link</a>.</p>' +
  '<p onclick="alert(2)">Emoji work everywhere 🎉.</p>' +
  '<svg><animate onbegin="alert(3)" attributeName="x" dur="1s"></animate></svg>' +
  '<iframe src="javascript:alert(4)"></iframe>';

let alertSpy: MockInstance<typeof window.alert> | undefined;

/** A post carrying script in every usual disguise: nothing runs and the dangerous markup is gone. */
export const XssPayload: Story = {
  args: { html: xssPayload },
  beforeEach: () => {
    alertSpy = spyOn(window, 'alert').mockImplementation(() => undefined);
    return () => alertSpy?.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Short paragraphs read better on phones.')).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, [onerror], [onclick], [onbegin]')).toBeNull();

    const scriptLink = canvas.getByText('A link that must not run script');
    await expect(scriptLink).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'a safe link' })).toHaveAttribute('rel', 'noopener noreferrer');

    // The broken image fails once more while the story listens: an onerror left on it would run first.
    await brokenImagesFailAgain(canvasElement);
    await expect(alertSpy).not.toHaveBeenCalled();
  },
};
