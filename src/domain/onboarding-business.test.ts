import { describe, expect, it } from 'vitest';
import { currentBusinessAnswers } from './onboarding-business';

const profile = {
  businessName: 'Fern and Field',
  industry: 'Plants & garden',
  website: 'https://old.example',
  description: 'Houseplants delivered.',
  phone: '0161 000 0000',
  email: 'old@fernandfield.example',
};

describe('currentBusinessAnswers', () => {
  it('shows the workspace’s name and contact details as Settings saved them', () => {
    const answers = currentBusinessAnswers(profile, {
      businessName: 'Fern & Field',
      email: 'support@fernandfield.example',
      phone: '0161 111 1111',
      website: 'https://fernandfield.example',
      saved: true,
    });
    expect(answers).toEqual({
      businessName: 'Fern & Field',
      industry: 'Plants & garden',
      website: 'https://fernandfield.example',
      description: 'Houseplants delivered.',
      phone: '0161 111 1111',
      email: 'support@fernandfield.example',
    });
  });

  it('shows a detail cleared in Settings as empty, not the profile’s older answer', () => {
    const answers = currentBusinessAnswers(profile, { businessName: 'Fern & Field', saved: true });
    expect([answers.email, answers.phone, answers.website]).toEqual(['', '', '']);
  });

  it('starts from the sign-up answers while the workspace’s details were never saved', () => {
    const answers = currentBusinessAnswers(profile, { businessName: 'My workspace', saved: false });
    expect(answers).toEqual(profile);
  });
});
