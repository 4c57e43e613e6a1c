import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textArea = style({
  minHeight: '120px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  alignItems: 'flex-start',
  resize: 'vertical',
  fontFamily: 'inherit',
});
