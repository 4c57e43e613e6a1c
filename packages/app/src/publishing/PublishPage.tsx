import { fallbacks } from '@causeway/api-client';
import { accountIdForPage, platformAccountIdFor } from '@causeway/api-client/domain';
import {
  PublishScreen,
  type PublishCategory,
  type PublishPage as ScreenPage,
} from '@causeway/ui/screens/publishing/PublishScreen';
import { getLocalTimeZone, now, today } from '@internationalized/date';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountQueries } from '../session/queries';
import { failureDetail } from '../lib/errors';
import { paths } from '../routes/paths';
import { activeTeamAtom } from '../session/active-team-atoms';
import { hasSession } from '../session/has-session';
import { socialQueries } from '../social-accounts/queries';
import { socialMessages } from '../social-accounts/messages';
import { teamsQueries } from '../teams/queries';
import { draftKey } from './drafts';
import { fromScheduledItem } from './publish-form';
import { publishingQueries } from './queries';
import { usePublishDraft } from './use-publish-draft';
import { usePublishSend } from './use-publish-send';
import { useHoldPageShown } from '../routes/page-shown';
import { teamPagesQueries } from '../teams/team-pages';

/**
 * Publish Post, Story and Reel (publishing §2), and the edit of a queued item (`?edit=<id>`, so a
 * reload keeps the edit): the active team's pages, the form kept as a draft on this device, and
 * the send with its toasts.
 */
export function PublishPage({ category }: { category: PublishCategory }) {
  const team = useAtomValue(activeTeamAtom);
  const teamId = team?.id ?? null;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const editId = search.get('edit');
  const timeZone = getLocalTimeZone();

  const details = useQuery(accountQueries.details());
  // The shell chooses the active team from this list (use-team-switcher.ts); the page reads it only
  // to know whether a team is still to come.
  const teams = useQuery(teamsQueries.list());
  const pages = useQuery({
    ...teamPagesQueries.facebook(teamId ?? ''),
    enabled: () => teamId !== null && hasSession(),
  });
  const accounts = useQuery(socialQueries.accounts());
  const item = useQuery({
    ...publishingQueries.scheduledItem(teamId ?? '', editId ?? ''),
    enabled: () => teamId !== null && editId !== null && hasSession(),
  });

  const isEditing = editId !== null && item.data != null;
  const initial = useMemo(
    () => (isEditing && item.data ? fromScheduledItem(item.data, timeZone) : null),
    [isEditing, item.data, timeZone],
  );
  const userId = details.data ? (details.data.id ?? details.data.email) : null;
  const isItemSettled = editId === null || !item.isPending;
  const key = userId && teamId && isItemSettled ? draftKey(userId, teamId, category, isEditing ? editId : null) : null;
  const draft = usePublishDraft(key, initial);
  const [isRestoredNoteDismissed, setRestoredNoteDismissed] = useState(false);

  const linked = accounts.data ?? null;
  const screenPages: ScreenPage[] = (pages.data?.pages ?? []).map((page) => ({
    id: page.page_id,
    name: page.name,
    // Not known without the accounts (they failed to load): the form says so and sends nothing.
    isLinked: linked === null ? null : accountIdForPage(linked, page.page_id) !== null,
  }));

  const sender = usePublishSend({
    category,
    teamId,
    timeZone,
    editId: isEditing ? editId : null,
    platformAccountIdFor: (pageIds) => (linked ? platformAccountIdFor(linked, pageIds) : null),
    pageName: (pageId) => screenPages.find((page) => page.id === pageId)?.name ?? pageId,
    onDone: draft.reset,
    onUpdated: (id) =>
      void navigate(`${paths.team.queues}?highlight=${encodeURIComponent(id)}`, { state: { postId: id } }),
  });

  // Until the account, its team (and an edited item) are known, so is not whose draft this is: a
  // form offered then would be emptied, with whatever was typed in it, when the draft is read. A team
  // is still to come while the list loads, or for the moment between its arrival and the shell
  // choosing one; without any team the form says so.
  const isTeamPending = teamId === null && (teams.isPending || (teams.data?.length ?? 0) > 0);
  const isKeyPending = details.isPending || isTeamPending || !isItemSettled;
  const isFormLoading = isKeyPending || (!draft.isReady && key !== null);
  // The page counts as shown (routes/page-shown.ts) once the form is the one the person will use.
  useHoldPageShown(isFormLoading);

  const banner =
    sender.banner ??
    (teamId === null
      ? { tone: 'warning' as const, text: socialMessages.noActiveTeam }
      : editId !== null && item.isSuccess && item.data === null
        ? {
            tone: 'warning' as const,
            text: 'That scheduled item is no longer in the queue: it may have gone out or been deleted. This is a new one.',
          }
        : draft.wasRestored && !isRestoredNoteDismissed
          ? { tone: 'info' as const, text: 'Your unsent work is back, as you left it on this device.' }
          : null);

  return (
    <PublishScreen
      category={category}
      values={draft.values}
      onChange={draft.setValues}
      pages={{
        // Pages are offered once it is known which are linked (the accounts' answer is awaited).
        status:
          (pages.isPending && teamId !== null) || (accounts.isPending && pages.isSuccess)
            ? 'loading'
            : pages.isError
              ? 'error'
              : 'ready',
        items: screenPages,
        errorDetail: pages.isError ? failureDetail(pages.error, fallbacks.teams.pages) : undefined,
        warning: pages.data?.warning ?? undefined,
      }}
      onRetryPages={() => {
        if (pages.isError) void pages.refetch();
        if (accounts.isError) void accounts.refetch();
      }}
      author={{
        name: details.data?.username || details.data?.email || '',
        company: details.data?.company_name ?? null,
        avatarUrl: details.data?.profile_picture ?? null,
      }}
      timeZone={timeZone}
      now={() => now(timeZone)}
      today={() => today(timeZone)}
      isLoading={isFormLoading}
      // While an edited item is still being read, its heading already says it is an edit.
      isEditing={isEditing || (isFormLoading && editId !== null)}
      existingMediaUrl={isEditing ? item.data?.media_file : null}
      isSending={sender.isSending}
      onSubmit={(values) => void sender.send(values)}
      banner={banner}
      onDismissBanner={sender.banner ? sender.dismissBanner : () => setRestoredNoteDismissed(true)}
      draft={key ? { isSaved: draft.isSaved, onDiscard: draft.reset } : undefined}
      outcome={
        sender.outcomes
          ? {
              outcomes: sender.outcomes,
              onRetryFailed: () => void sender.retryFailed(draft.values),
              isRetrying: sender.isSending,
            }
          : null
      }
    />
  );
}

export const PublishPostPage = () => <PublishPage category="post" />;
export const PublishStoryPage = () => <PublishPage category="story" />;
export const PublishReelPage = () => <PublishPage category="reel" />;
