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
const Queue = lazyPage(
  () => import('../queue/QueuePage'),
  (m) => m.QueuePage,
);
const PublishHistory = lazyPage(
  () => import('../history/PublishHistoryPage'),
  (m) => m.PublishHistoryPage,
);
const BulkDelete = lazyPage(
  () => import('../bulk-delete/BulkDeletePage'),
  (m) => m.BulkDeletePage,
);
const Calendar = lazyPage(
  () => import('../calendar/CalendarPage'),
  (m) => m.CalendarPage,
);

/** The publishing shell's pages (publishing §2), each in a chunk of its own. */
export const teamRoutes = (
  <>
    <Route path={paths.home} element={<PublishPost />} />
    <Route path={paths.team.publish} element={<PublishPost />} />
    <Route path={paths.team.publishStory} element={<PublishStory />} />
    <Route path={paths.team.publishReel} element={<PublishReel />} />
    <Route path={paths.team.drafts} element={<Drafts />} />
    <Route path={paths.team.queues} element={<Queue />} />
    <Route path={paths.team.publishHistory} element={<PublishHistory />} />
    <Route path={paths.team.bulkDelete} element={<BulkDelete />} />
    <Route path={paths.team.calendar} element={<Calendar />} />
    <Route path={paths.team.analytics} element={<Analytics />} />
    {/* Any other path in the publishing shell falls back to the post form. */}
    <Route path={`${paths.team.root}/*`} element={<PublishPost />} />
  </>
);
