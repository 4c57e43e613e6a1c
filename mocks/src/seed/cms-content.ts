/**
 * The mock CMS's content as plain data: the legal pages, the FAQ and the blog posts. The seed writes
 * it into the mock database (seed/cms.ts) and stories show it (`@causeway/mocks/fixtures`), so each
 * text is written once. No database, no msw, no imports beyond other plain data: safe anywhere.
 *
 * Dates come from a `DayBefore`: the seed counts back from its `now`, stories from a fixed day.
 */
import { demo } from './demo';
import { blogCover } from './media';

const dayMs = 24 * 60 * 60_000;

/** The calendar day (YYYY-MM-DD) `days` whole days back, for a record written at about `hour` o'clock. */
export type DayBefore = (days: number, hour: number) => string;

/** Days counted back from a fixed calendar day (YYYY-MM-DD) in UTC: the same day in every time zone. */
export function daysBefore(today: string): DayBefore {
  const start = Date.parse(`${today}T00:00:00Z`);
  return (days) => new Date(start - days * dayMs).toISOString().slice(0, 10);
}

/** A CMS page as the mock CMS keeps it (the body is HTML). */
export interface CmsPageData {
  slug: string;
  title: string;
  last_updated: string;
  intro: string;
  body: string;
}

export interface FaqItemData {
  question: string;
  /** Plain text or HTML. */
  answer: string;
}

export interface FaqSectionData {
  section_title: string;
  faq_items: FaqItemData[];
}

/** The FAQ page; the mock CMS stores its sections as JSON text in `body`. */
export interface FaqPageData extends Omit<CmsPageData, 'body'> {
  sections: FaqSectionData[];
}

export interface BlogPostData {
  id: string;
  title: string;
  url_path: string;
  date: string;
  reading_time: number;
  author_name: string;
  intro: string;
  /** HTML. */
  body: string;
  featured_image_url: string;
}

const privacyPolicyBody = `
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
your account from <em>Personal</em> settings. Questions: <a href="mailto:privacy@causeway.test">privacy@causeway.test</a>.</p>`.trim();

const termsBody = `
<h2>1. Using Causeway</h2>
<p>You may use Causeway to manage social pages you are allowed to manage. You are responsible for
the content you publish through it.</p>
<h2>2. Plans and billing</h2>
<p>Paid plans renew automatically each month or year until cancelled. When you cancel, access
continues until the end of the current period.</p>
<h2>3. Third-party platforms</h2>
<p>Publishing depends on the platforms' own rules and availability. Stories disappear after 24 hours
and cannot be deleted through Causeway.</p>
<h2>4. Contact</h2>
<p>Write to <a href="https://causeway.test/help">our help centre</a>.</p>`.trim();

export function privacyPolicyPage(day: DayBefore): CmsPageData {
  return {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    last_updated: day(40, 10),
    intro: 'How Causeway handles your data.',
    body: privacyPolicyBody,
  };
}

export function termsPage(day: DayBefore): CmsPageData {
  return {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    last_updated: day(90, 10),
    intro: 'The rules for using Causeway.',
    body: termsBody,
  };
}

const faqSections: FaqSectionData[] = [
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
      {
        question: 'Which platforms are supported?',
        answer: 'Facebook today. Instagram, TikTok, LinkedIn and WhatsApp are coming soon.',
      },
    ],
  },
  {
    section_title: 'Publishing',
    faq_items: [
      {
        question: 'How long can a video story be?',
        answer: 'Up to 60 seconds. Longer videos are trimmed automatically.',
      },
      {
        question: 'Why did my reel fail?',
        // Markup in an answer: the FAQ shows answers as (sanitised) HTML.
        answer:
          'Facebook reels must be <strong>vertical (9:16)</strong>, 3 to 90 seconds long, at 24 to 60 frames per second and at least 540x960.',
      },
      {
        question: 'Can I delete a story?',
        answer:
          'Facebook does not allow deleting stories; they disappear after 24 hours. Removing one in Publish History only hides it in Causeway.',
      },
    ],
  },
  {
    section_title: 'Billing',
    faq_items: [
      {
        question: 'What happens when I cancel?',
        answer:
          'Your plan stays active until the end of the period you paid for, then the team moves to no active plan.',
      },
      {
        question: 'How much do I save with annual billing?',
        answer: 'Annual plans cost about 35% less than paying monthly for a year.',
      },
    ],
  },
];

export function faqPage(day: DayBefore): FaqPageData {
  return {
    slug: 'faq',
    title: 'Frequently Asked Questions',
    last_updated: day(7, 10),
    intro: 'Answers to what people ask us most.',
    sections: faqSections,
  };
}

interface PostText {
  slug: string;
  title: string;
  author: string;
  minutes: number;
  intro: string;
  body: string;
}

/** The post tests open by name (`demo.blogSlug`). */
const plainPost: PostText = {
  slug: demo.blogSlug,
  title: 'Scheduling that fits your week',
  author: 'Priya Shah',
  minutes: 4,
  intro: 'Plan a week of posts in one sitting, then let the queue do the work.',
  body: '<p>Most teams post best when they plan in batches. Pick a quiet hour on Monday, draft the week, and schedule each post for the time your audience is online.</p><h2>Use the calendar</h2><p>The calendar shows every scheduled post on its day, coloured by category, so gaps stand out.</p><blockquote>Consistency beats volume.</blockquote>',
};

const ordinaryPosts: PostText[] = [
  plainPost,
  {
    slug: 'stories-vs-reels',
    title: 'Stories or reels? Choosing the right format',
    author: 'Marco Rossi',
    minutes: 6,
    intro: 'Stories vanish in a day; reels keep working for months. Here is when to use which.',
    body: '<p>Stories are for the moment: a fresh batch, a queue outside, a flash sale. Reels are for discovery.</p><ul><li>Stories: photos or videos up to 60 seconds.</li><li>Reels: vertical videos of 3 to 90 seconds.</li></ul>',
  },
  {
    slug: 'bulk-delete-spring-cleaning',
    title: 'Spring cleaning your page with bulk delete',
    author: 'Demo User',
    minutes: 3,
    intro: 'Old promotions can confuse new followers. Clear them out in a few clicks.',
    body: '<p>Fetch a page’s posts into a batch, check the time frame, then delete the whole batch at once.</p><p><strong>Tip:</strong> deleted posts cannot be restored.</p>',
  },
];

/**
 * Carries markup that must never run: the app sanitises blog HTML before showing it. The broken
 * image is a data URL (nothing is fetched) with an empty alt (a decorative image, as axe expects).
 */
const scriptPost: PostText = {
  slug: demo.xssBlogSlug,
  title: 'Formatting tips for rich posts',
  author: 'Noah Williams',
  minutes: 5,
  intro: 'Line breaks, emoji and links: what survives on each platform.',
  body:
    '<p>Short paragraphs read better on phones.</p>' +
    '<img src="data:image/png;base64,broken" onerror="alert(\'xss\')" alt="">' +
    '<script>alert("xss")</script>' +
    '<p><a href="javascript:alert(1)">A link that must not run script</a> and <a href="https://example.com/guide" target="_blank">a safe link</a>.</p>' +
    '<p onclick="alert(2)">Emoji work everywhere 🎉.</p>',
};

const longPost: PostText = {
  slug: 'five-years-of-community-pages',
  title:
    'What five years of community pages taught us about engagement, consistency and the art of the well-timed post',
  author: 'Lena Fischer',
  minutes: 12,
  intro: 'A long read on what keeps local pages lively.',
  body: Array.from(
    { length: 8 },
    (_, index) =>
      `<h2>Lesson ${index + 1}</h2><p>Keep showing up. Reply to comments within a day, post at the times your neighbours are awake, and celebrate the people behind the counter. Pages that feel like a place get visited like one.</p>`,
  ).join(''),
};

/** Newest first: the ids count up and the dates go back nine days a post. */
const allPosts = [...ordinaryPosts, scriptPost, longPost];

function blogPost(text: PostText, day: DayBefore): BlogPostData {
  const index = allPosts.indexOf(text);
  return {
    id: String(1201 + index),
    title: text.title,
    url_path: `/blog/${text.slug}/`,
    date: day(5 + index * 9, 9),
    reading_time: text.minutes,
    author_name: text.author,
    intro: text.intro,
    body: text.body,
    featured_image_url: blogCover(index),
  };
}

export interface BlogPostsData {
  /** Every post, as the seed writes them (newest first). */
  all: BlogPostData[];
  /** The three ordinary posts, `plain` first. */
  ordinary: BlogPostData[];
  /** The ordinary post tests open by name (`demo.blogSlug`). */
  plain: BlogPostData;
  /** The post whose body carries script in every usual disguise (`demo.xssBlogSlug`). */
  withScript: BlogPostData;
  /** A very long title and a body of eight sections. */
  long: BlogPostData;
}

export function blogPosts(day: DayBefore): BlogPostsData {
  return {
    all: allPosts.map((text) => blogPost(text, day)),
    ordinary: ordinaryPosts.map((text) => blogPost(text, day)),
    plain: blogPost(plainPost, day),
    withScript: blogPost(scriptPost, day),
    long: blogPost(longPost, day),
  };
}
