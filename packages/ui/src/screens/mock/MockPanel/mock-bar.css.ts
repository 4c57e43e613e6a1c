import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { topReserve } from '../../../theme/top-reserve.css';

/*
 * Mock mode's bar: a strip above the page, in the document's flow, so it never covers content at any
 * width (a floating button hid the Facebook button on /register and headings on phones). Its space
 * is reserved before the first render (mock mode marks the document with `reservesMockBar` while
 * the app has not drawn anything yet), so the bar arriving with its lazy panel shifts nothing.
 */

const height = '44px';

/** On `<html>` in mock mode: the page starts below the bar. */
export const reservesMockBar = style({});

globalStyle(`:root${reservesMockBar}`, { vars: { [topReserve]: height } });
globalStyle(`${reservesMockBar} body`, { paddingTop: topReserve });

export const bar = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  height,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `0 ${vars.space['4']}`,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const note = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
