import type { Team } from '@causeway/api-client/schemas';

/**
 * The team to keep active after the list is fetched (accounts spec §4): the current one while it is
 * still in the list (refreshed from the list), otherwise the first team, or none for an empty list.
 */
export function chooseActiveTeam(teams: readonly Team[], current: Team | null): Team | null {
  const kept = current ? teams.find((team) => team.id === current.id) : undefined;
  return kept ?? teams[0] ?? null;
}
