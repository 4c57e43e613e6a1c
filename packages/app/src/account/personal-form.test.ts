import { describe, expect, it } from 'vitest';
import { hasUnsavedEdits, personalValuesOf, toUpdateUser } from './personal-form';

const details = {
  id: '1',
  username: 'Demo User',
  email: 'demo@causeway.test',
  company_name: null,
  profile_picture: null,
  is_email_verified: true,
};

describe('the Personal field map', () => {
  it('fills the form from the saved details, with no new picture', () => {
    expect(personalValuesOf(details)).toEqual({ username: 'Demo User', companyName: '', picture: null });
  });

  it('sends the texts, and the picture only when one was chosen', () => {
    expect(toUpdateUser({ username: 'Dana', companyName: '', picture: null })).toEqual({
      username: 'Dana',
      company_name: '',
      profile_picture: null,
    });
  });

  it('counts a changed text or a chosen picture as unsaved', () => {
    const saved = personalValuesOf(details);
    expect(hasUnsavedEdits(saved, saved)).toBe(false);
    expect(hasUnsavedEdits({ ...saved, companyName: 'Harbour' }, saved)).toBe(true);
    expect(hasUnsavedEdits({ ...saved, picture: new Blob() as File }, saved)).toBe(true);
  });
});
