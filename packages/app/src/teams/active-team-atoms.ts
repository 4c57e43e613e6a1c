import { teamSchema, type Team } from '@causeway/api-client/schemas';
import { atom } from 'jotai';
import { readStored, storageKeys, writeStored } from '../session/storage';

/** The active team (accounts §3: stored whole under 'activeTeam'); a corrupt stored value is dropped. */
export const activeTeamAtom = atom<Team | null>(readStored(storageKeys.activeTeam, teamSchema, JSON.parse));

export const saveActiveTeamAtom = atom(null, (_get, set, team: Team | null) => {
  writeStored(storageKeys.activeTeam, team ? JSON.stringify(team) : null);
  set(activeTeamAtom, team);
});
