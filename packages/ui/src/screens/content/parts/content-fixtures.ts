import type { BlogPostContent, CmsPageContent, FaqPageContent } from './content-types';

/** Content for stories and tests, shaped like the CMS replies. */

export const privacyPolicyPage: CmsPageContent = {
  title: 'Privacy Policy',
  last_updated: '2025-10-14',
  intro: 'How Causeway handles your data.',
  body: `
<h2>What we collect</h2>
<p>Causeway stores your account details (name, email, company), the teams you belong to, and the
content you schedule or publish through it. When you connect a Facebook account we store the
access token Facebook gives us and the list of pages you manage.</p>
<h2>How we use it</h2>
<ul>
  <li>To publish, schedule and delete posts, stories and reels on the pages you choose.</li>
  <li>To bill your team for its plan.</li>
  <li>To send you emails about your account, such as verification and password resets.</li>
</ul>
<h2>Your choices</h2>
<p>You can disconnect a social account at any time from <em>Manage Social Account</em>, and delete
your account from <em>Personal</em> settings. Questions: <a href="mailto:privacy@causeway.test">privacy@causeway.test</a>.</p>`,
};

export const termsPage: CmsPageContent = {
  title: 'Terms of Service',
  last_updated: '2025-08-15',
  intro: 'The rules for using Causeway.',
  body: `
<h2>1. Using Causeway</h2>
<p>You may use Causeway to manage social pages you are allowed to manage. You are responsible for
the content you publish through it.</p>
<h2>2. Plans and billing</h2>
<p>Paid plans renew automatically each month or year until cancelled. When you cancel, access
continues until the end of the current period.</p>
<h2>3. Contact</h2>
<p>Write to <a href="https://help.example.com/causeway">our help centre</a>.</p>`,
};

export const longTermsPage: CmsPageContent = {
  ...termsPage,
  title: 'Terms of Service for teams, agencies and everyone who publishes through Causeway',
  body: Array.from(
    { length: 14 },
    (_, index) =>
      `<h2>${index + 1}. Section ${index + 1}</h2><p>Publishing depends on the platforms' own rules and availability. Stories disappear after 24 hours and cannot be deleted through Causeway. A very long unbroken address such as https://example.com/${'a'.repeat(80)} wraps instead of widening the page.</p>`,
  ).join(''),
};

export const faqPage: FaqPageContent = {
  title: 'Frequently Asked Questions',
  last_updated: '2025-11-14',
  intro: 'Answers to what people ask us most.',
  sections: [
    {
      section_title: 'Getting started',
      faq_items: [
        {
          question: 'How do I connect a Facebook page?',
          answer:
            'Open Control Tower, then Manage Social Account, choose Facebook and log in. Your pages appear under Connected Pages; add them to a team to publish.',
        },
        {
          question: 'Can I try Causeway for free?',
          answer: 'Yes. The Free plan includes one social account and ten scheduled posts a day for a single user.',
        },
      ],
    },
    {
      section_title: 'Publishing',
      faq_items: [
        { question: 'How long can a video story be?', answer: 'Up to 60 seconds.' },
        {
          question: 'Why did my reel fail?',
          answer:
            'Facebook reels must be <strong>vertical (9:16)</strong>, 3 to 90 seconds long, at 24 to 60 frames per second and at least 540x960.',
        },
      ],
    },
    {
      section_title: 'Billing',
      faq_items: [
        {
          question: 'What happens when I cancel?',
          answer: 'Your plan stays active until the end of the period you paid for.',
        },
      ],
    },
  ],
};

/** A picture drawn as an SVG data URL in the given hue, so stories load no images from the network. */
export function drawnPicture(hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">` +
    `<rect width="800" height="450" fill="hsl(${hue} 45% 88%)"/>` +
    `<path d="M120 380C220 160 580 160 680 380" fill="none" stroke="hsl(${hue} 55% 35%)" stroke-width="28" stroke-linecap="round"/>` +
    `<rect x="60" y="370" width="140" height="80" fill="hsl(${hue} 40% 55%)"/><rect x="600" y="370" width="140" height="80" fill="hsl(${hue} 40% 55%)"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const blogPosts: readonly BlogPostContent[] = [
  {
    id: '1201',
    title: 'Scheduling that fits your week',
    url_path: '/blog/scheduling-that-fits-your-week/',
    date: '2025-11-16',
    reading_time: 4,
    author_name: 'Priya Shah',
    intro: 'Plan a week of posts in one sitting, then let the queue do the work.',
    featured_image_url: drawnPicture(200),
    body: '<p>Most teams post best when they plan in batches. Pick a quiet hour on Monday, draft the week, and schedule each post for the time your audience is online.</p><h2>Use the calendar</h2><p>The calendar shows every scheduled post on its day, coloured by category, so gaps stand out.</p><blockquote>Consistency beats volume.</blockquote>',
  },
  {
    id: '1202',
    title: 'Stories or reels? Choosing the right format',
    url_path: '/blog/stories-vs-reels/',
    date: '2025-11-07',
    reading_time: 6,
    author_name: 'Marco Rossi',
    intro: 'Stories vanish in a day; reels keep working for months. Here is when to use which.',
    featured_image_url: drawnPicture(280),
    body: '<p>Stories are for the moment: a fresh batch, a queue outside, a flash sale. Reels are for discovery.</p><ul><li>Stories: photos or videos up to 60 seconds.</li><li>Reels: vertical videos of 3 to 90 seconds.</li></ul>',
  },
  {
    id: '1203',
    title: 'Spring cleaning your page with bulk delete',
    url_path: '/blog/bulk-delete-spring-cleaning/',
    date: '2025-10-29',
    reading_time: 3,
    author_name: 'Demo User',
    intro: 'Old promotions can confuse new followers. Clear them out in a few clicks.',
    featured_image_url: null,
    body: '<p>Fetch a page’s posts into a batch, check the time frame, then delete the whole batch at once.</p><p><strong>Tip:</strong> deleted posts cannot be restored.</p>',
  },
];

/** The seeded post that carries script in every usual disguise. */
export const xssBlogPost: BlogPostContent = {
  id: '1204',
  title: 'Formatting tips for rich posts',
  url_path: '/blog/formatting-tips/',
  date: '2025-10-20',
  reading_time: 5,
  author_name: 'Noah Williams',
  intro: 'Line breaks, emoji and links: what survives on each platform.',
  featured_image_url: drawnPicture(120),
  body:
    '<p>Short paragraphs read better on phones.</p>' +
    '<img src="data:image/png;base64,broken" onerror="alert(\'xss\')" alt="">' +
    '<script>alert("xss")</script>' +
    '<p><a href="javascript:alert(1)">A link that must not run script</a> and <a href="https://example.com/guide" target="_blank">a safe link</a>.</p>' +
    '<p onclick="alert(2)">Emoji work everywhere 🎉.</p>',
};

export const longBlogPost: BlogPostContent = {
  id: '1205',
  title:
    'What five years of community pages taught us about engagement, consistency and the art of the well-timed post',
  url_path: '/blog/five-years-of-community-pages/',
  date: '2025-10-11',
  reading_time: 12,
  author_name: 'Lena Fischer',
  intro: 'A long read on what keeps local pages lively.',
  featured_image_url: drawnPicture(340),
  body: Array.from(
    { length: 8 },
    (_, index) =>
      `<h2>Lesson ${index + 1}</h2><p>Keep showing up. Reply to comments within a day, post at the times your neighbours are awake, and celebrate the people behind the counter. Pages that feel like a place get visited like one.</p>`,
  ).join(''),
};
