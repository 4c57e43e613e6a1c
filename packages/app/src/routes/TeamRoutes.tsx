import { Route } from 'react-router';
import { lazyPage } from './lazy-page';
import { paths } from './paths';

const SignedIn = lazyPage(
  () => import('../home/SignedInPage'),
  (m) => m.SignedInPage,
);

/** The publishing shell's pages (publishing §2) and the title each shows until its own screen exists. */
const teamPages: [path: string, title: string][] = [
  [paths.home, 'Publish Post'],
  [paths.team.publish, 'Publish Post'],
  [paths.team.publishStory, 'Publish Story'],
  [paths.team.publishReel, 'Publish Reel'],
  [paths.team.drafts, 'Drafts'],
  [paths.team.queues, 'Queue'],
  [paths.team.calendar, 'Calendar'],
  [paths.team.analytics, 'Analytics'],
  [paths.team.publishHistory, 'Publish History'],
  [paths.team.bulkDelete, 'Bulk Delete'],
  // Any other path in the publishing shell falls back to the post form.
  [`${paths.team.root}/*`, 'Publish Post'],
];

export const teamRoutes = (
  <>
    {teamPages.map(([path, title]) => (
      <Route key={path} path={path} element={<SignedIn title={title} />} />
    ))}
  </>
);
