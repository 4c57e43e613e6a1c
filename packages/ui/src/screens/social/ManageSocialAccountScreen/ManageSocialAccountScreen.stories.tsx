import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyNavigate } from '../../../testing/story-navigate';
import { largePhoneScreen } from '../../../testing/viewports';
import { storyAccounts, storyPages, storyTimeZone } from '../parts/social-fixtures';
import { ManageSocialAccountScreen, type ManageSocialAccountScreenProps } from './ManageSocialAccountScreen';

/** The screen as the page drives it: the chosen account and the dismissable notice kept between renders. */
function Tab(args: ManageSocialAccountScreenProps) {
  const [selected, setSelected] = useState(args.selectedAccountId);
  const [notice, setNotice] = useState(args.notice);
  return (
    <ManageSocialAccountScreen
      {...args}
      selectedAccountId={selected}
      onSelectAccount={(id) => {
        setSelected(id);
        args.onSelectAccount(id);
      }}
      notice={notice}
      onDismissNotice={() => {
        setNotice(null);
        args.onDismissNotice();
      }}
    />
  );
}

const meta = {
  title: 'Screens/Social/ManageSocialAccountScreen',
  component: ManageSocialAccountScreen,
  parameters: { layout: 'padded' },
  args: {
    // Business allows 15 social accounts; 3 are linked.
    plan: { status: 'ready', name: 'Business', left: 12 },
    accounts: { status: 'ready', items: storyAccounts },
    onRetryAccounts: fn(),
    selectedAccountId: '601',
    onSelectAccount: fn(),
    pages: { status: 'ready', items: storyPages },
    onRetryPages: fn(),
    linking: null,
    onLinkFacebook: fn(),
    onRefreshLogin: fn(),
    onDeleteAccount: fn(async () => {}),
    isRefreshingPages: false,
    onRefreshPages: fn(),
    addingPageId: null,
    onAddToTeam: fn(),
    onRemovePage: fn(async () => {}),
    notice: null,
    onDismissNotice: fn(),
    timeZone: storyTimeZone,
  },
  render: (args) => <Tab {...args} />,
} satisfies Meta<typeof ManageSocialAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (name: string) => screen.getByRole('region', { name });
const row = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((each) => each.textContent?.includes(text)) ?? null;

/** Everything the spec lists: plan, platforms, accounts with their expiry, the chosen account's pages. */
export const Accounts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Manage Social Account' })).toBeVisible();
    await expect(region('Plan summary')).toHaveTextContent('Business Plan');
    await expect(region('Plan summary')).toHaveTextContent('12 social accounts left');
    await expect(canvas.getByRole('button', { name: 'Connect Facebook' })).toBeEnabled();
    await expect(within(region('Add Social Account')).getAllByText('Coming Soon')).toHaveLength(4);
    const accounts = canvas.getByRole('table', { name: 'Linked social accounts' });
    for (const name of ['Platform', 'Account Name', 'Account Email', 'Token Expiry', 'Actions']) {
      await expect(within(accounts).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(row(accounts, 'Demo User')).toHaveTextContent('28 Nov 2026');
    await expect(row(accounts, 'Demo User')).toHaveTextContent('3 days left');
    await expect(row(accounts, 'Demo User')).toHaveTextContent('6 scheduled items would fail');
    await expect(row(accounts, 'Northwind Outreach')).toHaveTextContent('Expired');
    await expect(row(accounts, 'Harbour Lights Team')).toHaveTextContent('60 days left');
    const pages = canvas.getByRole('table', { name: 'Pages of Demo User' });
    for (const name of ['Page Name', 'Page Category', 'Status', 'Action']) {
      await expect(within(pages).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Remove Page: Causeway Coffee Roasters' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Team: Bright Path Tutoring' })).toBeVisible();
    await expect(row(pages, 'Bright Path Tutoring')).toHaveTextContent('Inactive');
    await userEvent.click(canvas.getByRole('link', { name: 'See Plans' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/control-tower/plan', undefined);
  },
};

/** On a phone the tables slide sideways inside their cards; the page itself never does. */
export const AccountsOnPhone: Story = {
  globals: largePhoneScreen,
  play: async ({ canvas }) => {
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const scroller = canvas.getByRole('table', { name: 'Linked social accounts' }).parentElement;
    await expect(scroller?.scrollWidth).toBeGreaterThan(scroller?.clientWidth ?? 0);
  },
};

export const Loading: Story = {
  args: {
    accounts: { status: 'loading', items: [] },
    selectedAccountId: null,
    pages: { status: 'loading', items: [] },
  },
  play: async () => {
    await expect(region('Social Accounts').querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(region('Connected Pages').querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
export const LoadingOnPhone: Story = { ...Loading, globals: largePhoneScreen };

/** No account linked yet (a 403 or 404 on the list reads the same). */
export const NoAccounts: Story = {
  args: { accounts: { status: 'ready', items: [] }, selectedAccountId: null, pages: { status: 'ready', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No social accounts linked yet')).toBeVisible();
    await expect(canvas.getByText('Connect an account to see its pages')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh Pages' })).toBeDisabled();
  },
};
export const NoAccountsOnPhone: Story = { ...NoAccounts, globals: largePhoneScreen };

export const AccountsFailed: Story = {
  args: {
    accounts: { status: 'error', items: [], errorText: 'Failed to fetch social accounts' },
    selectedAccountId: null,
    pages: { status: 'ready', items: [] },
  },
  play: async ({ canvas, args }) => {
    const alert = within(region('Social Accounts')).getByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load accounts. Please try again.');
    await expect(alert).toHaveTextContent('Failed to fetch social accounts');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryAccounts).toHaveBeenCalledOnce();
  },
};
export const AccountsFailedOnPhone: Story = { ...AccountsFailed, globals: largePhoneScreen };

export const PagesEmpty: Story = {
  args: { pages: { status: 'ready', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pages found for this account')).toBeVisible();
  },
};
export const PagesEmptyOnPhone: Story = { ...PagesEmpty, globals: largePhoneScreen };

export const PagesFailed: Story = {
  args: { pages: { status: 'error', items: [], errorText: 'Failed to fetch account pages' } },
  play: async ({ args }) => {
    const alert = within(region('Connected Pages')).getByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load pages. Please try again.');
    await expect(alert).toHaveTextContent('Failed to fetch account pages');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryPages).toHaveBeenCalledOnce();
  },
};
export const PagesFailedOnPhone: Story = { ...PagesFailed, globals: largePhoneScreen };

/** A 409 while fetching pages: a warning, not an error (accounts §8). */
export const PagesConflict: Story = {
  args: {
    pages: {
      status: 'ready',
      items: [],
      warning: 'Pages are being synchronised with Facebook. Try again in a moment.',
    },
  },
  play: async () => {
    const pages = region('Connected Pages');
    await expect(
      within(pages).getByText('Pages are being synchronised with Facebook. Try again in a moment.'),
    ).toBeVisible();
    await expect(within(pages).queryByRole('alert')).toBeNull();
  },
};
export const PagesConflictOnPhone: Story = { ...PagesConflict, globals: largePhoneScreen };

/** Facebook Login is open for a new account: the card waits. */
export const Linking: Story = {
  args: { linking: 'new' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Connecting/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Refresh Login: Demo User' })).toBeDisabled();
  },
};
export const LinkingOnPhone: Story = { ...Linking, globals: largePhoneScreen };

/** Each message of the linking flow, in the card it came from; it can be dismissed. */
function linkMessage(text: string): Story {
  return {
    args: { notice: { area: 'add', tone: 'error', text } },
    play: async ({ canvas }) => {
      await expect(within(region('Add Social Account')).getByRole('alert')).toHaveTextContent(text);
      await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
      await expect(canvas.queryByText(text)).toBeNull();
    },
  };
}

export const SdkFailed = linkMessage('Failed to load Facebook SDK. Please refresh the page.');
export const SdkFailedOnPhone: Story = { ...SdkFailed, globals: largePhoneScreen };
export const SdkNotLoaded = linkMessage('Facebook SDK not loaded yet. Please try again.');
export const SdkNotLoadedOnPhone: Story = { ...SdkNotLoaded, globals: largePhoneScreen };
export const LoginCancelled = linkMessage('Facebook login failed or was cancelled');
export const LoginCancelledOnPhone: Story = { ...LoginCancelled, globals: largePhoneScreen };
export const LinkFailed = linkMessage('Failed to link Facebook account');
export const LinkFailedOnPhone: Story = { ...LinkFailed, globals: largePhoneScreen };

export const ConnectFacebook: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Facebook' }));
    await expect(args.onLinkFacebook).toHaveBeenCalledOnce();
  },
};

/** Refresh login runs the same flow for that account; the marked row asks for it first. */
export const RefreshingLogin: Story = {
  args: { linking: '601' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refreshing... Demo User' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Refresh Login: Northwind Outreach' })).toBeDisabled();
  },
};
export const RefreshingLoginOnPhone: Story = { ...RefreshingLogin, globals: largePhoneScreen };

export const RefreshLogin: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Login: Northwind Outreach' }));
    await expect(args.onRefreshLogin).toHaveBeenCalledWith(expect.objectContaining({ id: '602' }));
  },
};

export const DeleteAccount: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Northwind Outreach' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Northwind Outreach?' });
    await expect(dialog).toHaveTextContent('Its pages go with it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteAccount).toHaveBeenCalledWith(expect.objectContaining({ id: '602' }));
  },
};
export const DeleteAccountOnPhone: Story = { ...DeleteAccount, globals: largePhoneScreen };

export const DeleteFailed: Story = {
  args: { notice: { area: 'accounts', tone: 'error', text: 'Failed to delete social account' } },
  play: async () => {
    await expect(within(region('Social Accounts')).getByRole('alert')).toHaveTextContent(
      'Failed to delete social account',
    );
  },
};
export const DeleteFailedOnPhone: Story = { ...DeleteFailed, globals: largePhoneScreen };

export const ChooseAccount: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(within(region('Connected Pages')).getByRole('button', { name: /Account/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind Outreach' }));
    await expect(args.onSelectAccount).toHaveBeenCalledWith('602');
    await expect(canvas.getByRole('table', { name: 'Pages of Northwind Outreach' })).toBeVisible();
  },
};

export const AddToTeam: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Team: Bright Path Tutoring' }));
    await expect(args.onAddToTeam).toHaveBeenCalledWith(expect.objectContaining({ id: '204' }));
  },
};

export const AddingToTeam: Story = {
  args: { addingPageId: '204' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Adding... Bright Path Tutoring' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
export const AddingToTeamOnPhone: Story = { ...AddingToTeam, globals: largePhoneScreen };

/** Each message of the pages' actions, in the pages card. */
function pagesMessage(tone: 'error' | 'warning', text: string, title?: string): Story {
  return {
    args: { notice: { area: 'pages', tone, text, title } },
    play: async () => {
      const pages = region('Connected Pages');
      const message = tone === 'error' ? within(pages).getByRole('alert') : within(pages).getByText(text);
      await expect(message).toHaveTextContent(title ? `${title}${text}` : text);
    },
  };
}

export const AddPageFailed = pagesMessage('error', 'Failed to add pages to team', 'Failed to add page to team');
export const AddPageFailedOnPhone: Story = { ...AddPageFailed, globals: largePhoneScreen };
export const NoActiveTeam = pagesMessage('error', 'No active team selected. Please select a team first.');
export const NoActiveTeamOnPhone: Story = { ...NoActiveTeam, globals: largePhoneScreen };
export const RemovePageFailed = pagesMessage('error', 'Failed to remove page');
export const RemovePageFailedOnPhone: Story = { ...RemovePageFailed, globals: largePhoneScreen };
export const RefreshPagesFailed = pagesMessage('error', 'Failed to refresh Facebook pages');
export const RefreshPagesFailedOnPhone: Story = { ...RefreshPagesFailed, globals: largePhoneScreen };
export const RefreshPagesConflict = pagesMessage(
  'warning',
  'Pages are being synchronised with Facebook. Try again in a moment.',
);
export const RefreshPagesConflictOnPhone: Story = { ...RefreshPagesConflict, globals: largePhoneScreen };

export const RefreshingPages: Story = {
  args: { isRefreshingPages: true },
  play: async () => {
    await expect(within(region('Connected Pages')).getByRole('button', { name: /Refreshing/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const RefreshPages: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Pages' }));
    await expect(args.onRefreshPages).toHaveBeenCalledOnce();
  },
};

export const RemovePage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Page: Causeway Coffee Roasters' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Causeway Coffee Roasters?' });
    await expect(dialog).toHaveTextContent('It leaves Demo User and every team that publishes to it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Page' }));
    await expect(args.onRemovePage).toHaveBeenCalledWith(expect.objectContaining({ id: '201' }));
  },
};
export const RemovePageOnPhone: Story = { ...RemovePage, globals: largePhoneScreen };
