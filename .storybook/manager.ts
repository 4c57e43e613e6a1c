import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
// Storybook is tooling outside the workspace packages, so it reaches the tokens by path.
import { brand, fonts, palette, radii } from '../packages/ui/src/theme/tokens';

/** Causeway's own look for the Storybook around the screens: its mark, its teal, its type. */
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: `${brand.name} — ${brand.tagline}`,
    brandImage: '/brand/causeway.svg',
    brandUrl: '/',
    brandTarget: '_self',
    colorPrimary: palette.accent,
    colorSecondary: palette.accent,
    appBg: palette.surfaceMuted,
    appContentBg: palette.surface,
    appPreviewBg: palette.surface,
    appBorderColor: palette.border,
    appBorderRadius: Number.parseInt(radii.card, 10),
    fontBase: fonts.body,
    fontCode: fonts.mono,
    textColor: palette.text,
    textMutedColor: palette.textMuted,
    textInverseColor: palette.onAccent,
    barBg: palette.surface,
    barTextColor: palette.textMuted,
    barSelectedColor: palette.accent,
    barHoverColor: palette.accentHover,
    inputBg: palette.surface,
    inputBorder: palette.borderStrong,
    inputTextColor: palette.text,
    inputBorderRadius: Number.parseInt(radii.control, 10),
  }),
  sidebar: { showRoots: true },
});
