import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';

/** The user's teams; an empty list gets a default team made, then is fetched again (accounts §4). */
export const teamsQuery = queryOptions({
  queryKey: ['teams'],
  queryFn: async () => {
    const teams = await api.teams.list();
    if (teams.length > 0) return teams;
    await api.teams.createDefault();
    return api.teams.list();
  },
  staleTime: 5 * 60 * 1000,
});
