import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const mark = recipe({
  base: { flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' },
  variants: {
    platform: { facebook: {}, instagram: {}, tiktok: {}, linkedin: {}, whatsapp: {} },
    tone: {
      brand: {},
      muted: { color: vars.color.textDisabled },
      current: { color: 'currentColor' },
    },
  },
  compoundVariants: [
    { variants: { platform: 'facebook', tone: 'brand' }, style: { color: vars.color.facebook } },
    { variants: { platform: 'tiktok', tone: 'brand' }, style: { color: vars.color.tiktok } },
    { variants: { platform: 'linkedin', tone: 'brand' }, style: { color: vars.color.linkedin } },
    { variants: { platform: 'whatsapp', tone: 'brand' }, style: { color: vars.color.whatsapp } },
  ],
});

/** The letters cut out of LinkedIn's square. */
export const cutout = style({ fill: vars.color.surface });
