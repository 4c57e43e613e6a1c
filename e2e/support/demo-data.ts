import { demo } from '../../mocks/src/seed/demo';
import { generatePath, paths } from './paths';

/** The seeded demo account (mocks/README.md) and the name its details carry. */
export const demoAccount = { email: demo.email, password: demo.password, name: 'Demo User' } as const;

/** Links the seed makes work, as they would arrive by email. */
export const seededLinks = {
  passwordReset: generatePath(paths.passwordReset, { uid: demo.resetUid, token: demo.resetToken }),
  verifyEmail: generatePath(paths.verifyEmail, { uidb64: demo.verifyUid, token: demo.verifyToken }),
  invite: `${paths.register}?invite_token=${demo.inviteToken}&team_id=${demo.noPlanTeamId}`,
} as const;

/** Seeded blog posts: an ordinary one, and the one whose body carries script that must never run. */
export const blogPosts = {
  plain: { slug: demo.blogSlug, title: 'Scheduling that fits your week' },
  withScript: { slug: demo.xssBlogSlug, title: 'Formatting tips for rich posts' },
} as const;

/** An address no seeded account uses, different in every call so parallel tests never share one. */
export function newEmail(name = 'person'): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}
