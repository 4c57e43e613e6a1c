import { demo } from '@causeway/mocks/data';
import { typeText } from '@causeway/ui/testing/type-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, type InitialEntry } from 'react-router';
import type { Canvas } from 'storybook/internal/types';
import { expect, screen, userEvent } from 'storybook/test';
import { UpcomingPage } from '../shell/ComingSoonPages';
import { ShellLayout } from '../shell/ShellLayout';
import { ProtectedLayout } from '../routes/ProtectedLayout';
import { freshMockData, mockApi } from '../test/story-mock-api';
import { StoryApp } from '../test/StoryApp';
import { authMessages } from './messages';
import { LoginPage } from './LoginPage';
import { paths } from '../routes/paths';

/**
 * The wired login page on the mock backend: each story names the scenario it runs, as a tester
 * would with `?scenario=` in the app.
 */
const meta = {
  title: 'App/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
  loaders: [freshMockData],
  decorators: [
    (Story, { parameters }) => (
      <StoryApp at={(parameters.at as InitialEntry | undefined) ?? paths.login}>
        <Route path={paths.login} element={<Story />} />
        <Route element={<ProtectedLayout />}>
          <Route element={<ShellLayout />}>
            <Route path={paths.home} element={<UpcomingPage title="Publish Post" />} />
          </Route>
        </Route>
      </StoryApp>
    ),
  ],
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function logInAsDemo(canvas: Canvas) {
  await typeText(canvas.getByRole('textbox', { name: 'Email' }), demo.email);
  await typeText(canvas.getByLabelText('Password'), demo.password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
}

/** A failed login keeps the person on the page with the catalogue's text in the red banner. */
function failsWith(scenario: string, text: string): Story {
  return {
    parameters: { msw: mockApi(scenario) },
    play: async ({ canvas }) => {
      await logInAsDemo(canvas);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(text);
      await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(demo.email);
    },
  };
}

export const Default: Story = {
  parameters: { msw: mockApi() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The demo account signs in and lands on /home, in the shell, with its name in the profile menu. */
export const SignsIn: Story = {
  parameters: { msw: mockApi() },
  play: async ({ canvas }) => {
    await logInAsDemo(canvas);
    await expect(
      await canvas.findByRole('button', { name: 'Account menu for Demo User' }, { timeout: 5000 }),
    ).toBeVisible();
    // The page comes into sight once the shell knows its notices.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Publish Post' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen.queryByText('Signing you in')).not.toBeInTheDocument();
  },
};

export const WrongPassword: Story = {
  parameters: { msw: mockApi() },
  play: async ({ canvas }) => {
    await typeText(canvas.getByRole('textbox', { name: 'Email' }), demo.email);
    await typeText(canvas.getByLabelText('Password'), 'Wrong1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No active account found with the given credentials',
    );
  },
};

/** A message handed over by the previous page (here, email verification) shows in the green banner. */
export const NoticeFromPreviousPage: Story = {
  parameters: {
    msw: mockApi(),
    at: { pathname: paths.login, state: { message: authMessages.verifyDone } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(authMessages.verifyDone);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText(authMessages.verifyDone)).not.toBeInTheDocument();
  },
};

export const Unauthorized = failsWith(
  'login.unauthorized',
  'Your account is inactive or has been deleted. Please contact support.',
);
export const UserInactive = failsWith(
  'login.user-inactive',
  'Your account is currently inactive. Please contact support for assistance.',
);
export const NonFieldError = failsWith('login.non-field-error', 'Unable to log in with provided credentials.');
export const ServerError = failsWith('login.error', 'An error occurred during login. Please try again.');
export const UnreadableReply = failsWith('login.page-fallback', 'Failed to login. Please try again.');
