import { teamOf } from '../../domain/access';
import type { TeamRecord } from '../../records';
import type { Authed } from './auth';
import { param, type Info, type Step } from './context';
import { notFound } from './respond';

export const noTeam = 'No Team matches the given query.';

/** The team named by a path parameter, which the signed-in user must belong to (404 otherwise). */
export function teamFromPath<C extends Info & Authed>(name: string, next: Step<C & { team: TeamRecord }>): Step<C> {
  return (context) => {
    const team = teamOf(context.user, param(context, name));
    if (!team) return notFound(noTeam);
    return next({ ...context, team });
  };
}
