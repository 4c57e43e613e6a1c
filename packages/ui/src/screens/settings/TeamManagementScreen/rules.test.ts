import { describe, expect, it } from 'vitest';
import { platformName, validateMemberEmail, validateTeamName } from './rules';

describe('team management rules', () => {
  it('needs a team name', () => {
    expect(validateTeamName('  ')).toBe('Team name is required');
    expect(validateTeamName('Harbour Events')).toBeUndefined();
  });

  it('needs a valid email for a new member', () => {
    expect(validateMemberEmail('')).toBe('Email is required');
    expect(validateMemberEmail('not-an-address')).toBe('Invalid email address');
    expect(validateMemberEmail('sam@causeway.test')).toBeUndefined();
  });

  it('names the platforms of team pages', () => {
    expect(platformName('tiktok')).toBe('TikTok');
  });
});
