import { generatePath } from 'react-router';
import { paths } from '../../packages/app/src/routes/paths';

/** The app's route table (packages/app/src/routes/paths.ts): journeys go where the app's links go. */
export { generatePath, paths };

export const blogPostPath = (slug: string) => generatePath(paths.blogPost, { slug });

/** Matches a page address ending in `path` (for `toHaveURL`). */
export const urlEndingIn = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
