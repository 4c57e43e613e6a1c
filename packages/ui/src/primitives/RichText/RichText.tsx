import { useMemo } from 'react';
import { trustedHtml } from './sanitize';
import * as styles from './RichText.css';

export interface RichTextProps {
  /** HTML from the CMS or a blog post; it is sanitised before it reaches the page. */
  html: string;
  className?: string;
}

/** CMS and blog HTML, sanitised and set in the product's reading typography. */
export function RichText({ html, className }: RichTextProps) {
  const safeHtml = useMemo(() => trustedHtml(html), [html]);
  return (
    <div
      className={[styles.richText, className].filter(Boolean).join(' ')}
      // Safe: the markup has just been through DOMPurify (trustedHtml).
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
