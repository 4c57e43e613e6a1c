import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Reading typography for CMS pages and blog posts: 16px text, generous rhythm, readable measure. */
export const richText = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.text,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

const flow = `${richText} > * + *`;
globalStyle(flow, { marginTop: vars.space['4'] });

globalStyle(`${richText} :is(h1, h2, h3, h4, h5, h6)`, {
  color: vars.color.text,
  lineHeight: vars.lineHeight.heading,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(`${richText} > :is(h1, h2, h3, h4, h5, h6):not(:first-child)`, { marginTop: vars.space['8'] });
globalStyle(`${richText} h1`, { fontSize: vars.fontSize.xxl });
globalStyle(`${richText} h2`, { fontSize: vars.fontSize.xl });
globalStyle(`${richText} h3`, { fontSize: vars.fontSize.lg });
globalStyle(`${richText} :is(h4, h5, h6)`, { fontSize: vars.fontSize.md });

globalStyle(`${richText} :is(ul, ol)`, { paddingLeft: vars.space['6'] });
globalStyle(`${richText} li + li`, { marginTop: vars.space['2'] });
globalStyle(`${richText} li::marker`, { color: vars.color.textMuted });

globalStyle(`${richText} a`, {
  color: vars.color.accentText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: '2px',
});
globalStyle(`${richText} a:hover`, { color: vars.color.accentPressed, textDecorationThickness: '2px' });

globalStyle(`${richText} img`, {
  height: 'auto',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
});

globalStyle(`${richText} blockquote`, {
  paddingLeft: vars.space['4'],
  borderLeft: `3px solid ${vars.color.accent}`,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

globalStyle(`${richText} :is(code, pre)`, {
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.control,
});
globalStyle(`${richText} code`, { padding: `0 ${vars.space['1']}` });
globalStyle(`${richText} pre`, { padding: vars.space['4'], overflowX: 'auto' });
globalStyle(`${richText} pre code`, { padding: 0, background: 'none' });

globalStyle(`${richText} hr`, { border: 'none', borderTop: `1px solid ${vars.color.border}` });

globalStyle(`${richText} table`, { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' });
globalStyle(`${richText} :is(th, td)`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'left',
});
