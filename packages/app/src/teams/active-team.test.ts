import { describe, expect, it } from 'vitest';
import { chooseActiveTeam } from './active-team';

const alpha = { id: '1', name: 'Alpha' };
const beta = { id: '2', name: 'Beta' };

describe('chooseActiveTeam', () => {
  it('keeps the active team while it is still listed, with its listed name', () => {
    expect(chooseActiveTeam([alpha, { id: '2', name: 'Beta renamed' }], beta)).toEqual({
      id: '2',
      name: 'Beta renamed',
    });
  });

  it('falls back to the first team when the active one is gone or missing', () => {
    expect(chooseActiveTeam([alpha, beta], { id: '9', name: 'Gone' })).toBe(alpha);
    expect(chooseActiveTeam([alpha, beta], null)).toBe(alpha);
  });

  it('has no active team for an empty list', () => {
    expect(chooseActiveTeam([], alpha)).toBeNull();
  });
});
