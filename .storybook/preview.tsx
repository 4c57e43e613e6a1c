import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
// Storybook is tooling outside the workspace packages, so it reaches them by path.
import { lightTheme } from '../packages/ui/src/theme';
import { loadAllDeferred } from '../packages/ui/src/utils/deferred';
import { resetLoadSignals, showStandIns } from '../packages/ui/src/utils/load-signals';
import { UiProvider } from '../packages/ui/src/primitives/UiProvider';
import { storyNavigate } from '../packages/ui/src/testing/story-navigate';
import { storyViewports } from '../packages/ui/src/testing/viewports';
// The app's route table: stories link where the app links.
import { paths } from '../packages/app/src/routes/paths';

document.documentElement.classList.add(lightTheme);

// A story's waits (findBy…, waitFor) give the page up to 4 s instead of 1 s: on a loaded machine an
// overlay's exit animation can end after more than a second. A wait that is met returns at once, so
// a passing story is no slower.
configure({ asyncUtilTimeout: 4000 });

const preview: Preview = {
  // Stories mock the API through `parameters.msw.handlers`, a keyed object of msw handlers.
  // The code of menus, lists, tooltips and dialogs loads after the page is shown in the product
  // (deferred.ts); a story draws the real controls from its first render, unless it is about
  // their stand-ins (`parameters.standIns`).
  loaders: [
    mswLoader(),
    async ({ parameters }) => {
      if (parameters.standIns !== true) await loadAllDeferred();
      return {};
    },
  ],
  // The stories share one page's modules: each starts from a page that has not painted, been
  // shown or been touched (load-signals.ts).
  beforeEach: ({ parameters }) => {
    storyNavigate.mockClear();
    resetLoadSignals();
    showStandIns(parameters.standIns === true);
    return resetLoadSignals;
  },
  decorators: [
    (Story) => (
      // Links route to a spy: a story never navigates away from itself, and can assert where it went.
      <UiProvider navigate={storyNavigate} paths={paths}>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    // The one viewport set; stories pick one through the shortcuts in testing/viewports.ts.
    viewport: { options: storyViewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: { storySort: { order: ['Introduction', 'Foundations', 'Primitives', 'Layout', 'Screens', 'App'] } },
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
