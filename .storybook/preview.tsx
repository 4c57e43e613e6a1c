import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { action } from 'storybook/actions';
// Storybook is tooling outside the workspace packages, so it reaches them by path.
import { lightTheme } from '../packages/ui/src/theme';
import { UiProvider } from '../packages/ui/src/primitives/UiProvider';

document.documentElement.classList.add(lightTheme);

const preview: Preview = {
  // Stories mock the API through `parameters.msw.handlers`, a keyed object of msw handlers.
  loaders: [mswLoader()],
  decorators: [
    (Story) => (
      // Links route through a logger: a story never navigates away from itself.
      <UiProvider navigate={action('navigate')}>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      test: 'error',
      // React Aria's screen-reader log: a pending button announces itself through an element that
      // points at the button, and keeps it for 7 s after the button is gone. It is not content.
      context: { exclude: ['[data-live-announcer]'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
