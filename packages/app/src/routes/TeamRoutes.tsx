import { Route } from 'react-router';
import { lazyPage } from './lazy-page';
import { paths } from './paths';

const Analytics = lazyPage(
  () => import('../shell/ComingSoonPages'),
  (m) => m.AnalyticsPage,
);
const Drafts = lazyPage(
  () => import('../shell/ComingSoonPages'),
  (m) => m.DraftsPage,
);
const PublishPost = lazyPage(
  () => import('../publishing/PublishPage'),
  (m) => m.PublishPostPage,
);
const PublishStory = lazyPage(
  () => import('../publishing/PublishPage'),
  (m) => m.PublishStoryPage,
);
const PublishReel = lazyPage(
  () => import('../publishing/PublishPage'),
  (m) => m.PublishReelPage,
);
const Upcoming = lazyPage(
  () => import('../shell/ComingSoonPages'),
  (m) => m.UpcomingPage,
);

/**
 * The publishing shell's pages (publishing §2). Screens whose issue is still open show their title
 * and a quiet panel (`Upcoming`) until they land.
 */
export const teamRoutes = (
  <>
    <Route path={paths.home} element={<PublishPost />} />
    <Route path={paths.team.publish} element={<PublishPost />} />
    <Route path={paths.team.publishStory} element={<PublishStory />} />
    <Route path={paths.team.publishReel} element={<PublishReel />} />
    <Route path={paths.team.drafts} element={<Drafts />} />
    <Route path={paths.team.queues} element={<Upcoming title="Queue" />} />
    <Route path={paths.team.publishHistory} element={<Upcoming title="Publish History" />} />
    <Route path={paths.team.bulkDelete} element={<Upcoming title="Bulk Delete" />} />
    <Route path={paths.team.calendar} element={<Upcoming title="Calendar" />} />
    <Route path={paths.team.analytics} element={<Analytics />} />
    {/* Any other path in the publishing shell falls back to the post form. */}
    <Route path={`${paths.team.root}/*`} element={<PublishPost />} />
  </>
);
