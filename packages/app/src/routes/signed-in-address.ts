import { paths } from './paths';

const signedInRoots = [paths.home, paths.team.root, paths.controlTower.root];

/** Whether an address is one of the signed-in area's (behind the session guard). */
export function isSignedInAddress(pathname: string): boolean {
  return signedInRoots.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}
