/**
 * The first parts of every team-scoped query key: `['team', teamId, <feature>, ...filters]`. Keys
 * start with the team, so a team switch asks for the new team's data under new keys and can never
 * show another team's cached answer; `removeQueries({ queryKey: teamScope(id) })` forgets one team.
 */
export const teamScope = (teamId: string) => ['team', teamId] as const;
