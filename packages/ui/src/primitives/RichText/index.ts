export { RichText, type RichTextProps } from './RichText';
export { sanitizeHtml, type SanitizeOptions } from './sanitize';
