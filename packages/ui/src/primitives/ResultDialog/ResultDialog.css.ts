import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const mark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space['8'],
    height: vars.space['8'],
    marginTop: `calc(-1 * ${vars.space['1']})`,
    borderRadius: vars.radius.pill,
  },
  variants: {
    tone: {
      success: { background: vars.color.successBg, color: vars.color.successText },
      error: { background: vars.color.dangerBg, color: vars.color.dangerText },
    },
  },
});
