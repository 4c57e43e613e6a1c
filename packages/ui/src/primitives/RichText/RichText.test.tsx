import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';
import { sanitizeHtml } from './sanitize';

const origin = 'https://app.causeway.test';

/** Parses sanitised markup so assertions read the resulting DOM, not string details. */
function parse(html: string) {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html, { origin });
  return template.content;
}

describe('sanitizeHtml', () => {
  it('removes script elements and their content', () => {
    const result = parse('<p>Before</p><script>alert("xss")</script><p>After</p>');
    expect(result.querySelector('script')).toBeNull();
    expect(result.textContent).toBe('BeforeAfter');
  });

  it('removes event handler attributes', () => {
    const result = parse('<img src="x" onerror="alert(1)"><p onclick="alert(2)">Text</p>');
    expect(result.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(result.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(result.querySelector('p')?.textContent).toBe('Text');
  });

  it('removes javascript: URLs but keeps the link text', () => {
    const result = parse('<a href="javascript:alert(1)">Click</a><a href=" JaVaScRiPt:alert(1)">Again</a>');
    for (const link of result.querySelectorAll('a')) expect(link.getAttribute('href')).toBeNull();
    expect(result.textContent).toBe('ClickAgain');
  });

  it('removes forms, embeds, style sheets and inline styles', () => {
    const result = parse(
      '<form action="https://evil.test"><input name="password"><button>Go</button></form>' +
        '<iframe src="https://evil.test"></iframe><style>body{display:none}</style><p style="color:red">Kept</p>',
    );
    expect(result.querySelector('form, input, button, iframe, style')).toBeNull();
    expect(result.querySelector('p')?.getAttribute('style')).toBeNull();
    expect(result.querySelector('p')?.textContent).toBe('Kept');
  });

  it('opens links to another origin in a new tab without opener or referrer', () => {
    const result = parse('<a href="https://example.com/guide">Guide</a><a href="//example.org/x">Other</a>');
    for (const link of result.querySelectorAll('a')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('gives every new-tab link noopener noreferrer, replacing a weaker rel', () => {
    const result = parse('<a href="/help" target="_blank" rel="opener">Help</a>');
    const link = result.querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps same-origin and relative links in the same tab', () => {
    const result = parse(
      `<a href="/blog">Blog</a><a href="${origin}/faq" target="someframe">FAQ</a><a href="mailto:privacy@causeway.test">Mail</a>`,
    );
    for (const link of result.querySelectorAll('a')) {
      expect(link.getAttribute('target')).toBeNull();
      expect(link.getAttribute('rel')).toBeNull();
    }
    expect([...result.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/blog',
      `${origin}/faq`,
      'mailto:privacy@causeway.test',
    ]);
  });

  it('keeps ordinary article markup', () => {
    const result = parse(
      '<h2>Title</h2><ul><li>One</li></ul><blockquote>Quote</blockquote><img src="https://cdn.test/a.png" alt="A chart">',
    );
    expect(result.querySelector('h2')?.textContent).toBe('Title');
    expect(result.querySelector('li')?.textContent).toBe('One');
    expect(result.querySelector('blockquote')?.textContent).toBe('Quote');
    expect(result.querySelector('img')?.getAttribute('alt')).toBe('A chart');
  });
});

describe('RichText', () => {
  it('shows the article without the markup that could run', () => {
    const { container } = render(
      <RichText html={'<h2>Tips</h2><script>alert(1)</script><a href="javascript:alert(1)">Bad</a>'} />,
    );
    expect(screen.getByRole('heading', { name: 'Tips' }).textContent).toBe('Tips');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('Bad').getAttribute('href')).toBeNull();
  });
});
