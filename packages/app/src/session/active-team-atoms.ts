import { teamSchema, type Team } from '@causeway/api-client/schemas';
import { atom } from 'jotai';
import { readStored, storageKeys, writeStored } from '../lib/storage';

/*
 * The active team is part of the stored session (accounts §3: the whole team object under
 * 'activeTeam'). It has a module of its own so that pages reading only the tokens (the landing
 * page) do not load the schema library that checks it.
 */

/** The active team; a corrupt stored value is dropped. */
export const activeTeamAtom = atom<Team | null>(readStored(storageKeys.activeTeam, teamSchema, JSON.parse));

export const saveActiveTeamAtom = atom(null, (_get, set, team: Team | null) => {
  writeStored(storageKeys.activeTeam, team ? JSON.stringify(team) : null);
  set(activeTeamAtom, team);
});
