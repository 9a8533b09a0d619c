import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_MESSAGES,
  AUTH_TOASTS,
  canSubmitReset,
  canSubmitSignIn,
  canSubmitSignUp,
  MIN_PASSWORD_LENGTH,
  mapSignInError,
  mapSignUpError,
  normalizeAuthEmail,
  passwordsMismatch,
  placeSignInError,
  postSignInPath,
  RETRYABLE_AUTH_STATUSES,
  SIGN_UP_ERRORS,
  validateSignIn,
  validateSignUp,
} from './auth';

const ok = { email: 'Owner@Shop.com ', password: '12345678', confirmPassword: '12345678' };

describe('constants', () => {
  it('match dashboard §5, §8 and §9', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(SIGN_UP_ERRORS.invalidEmail).toEqual({
      title: 'Invalid email',
      message: 'Please enter a valid email address.',
    });
    expect(SIGN_UP_ERRORS.weakPassword).toEqual({
      title: 'Weak password',
      message: 'Password must be at least 8 characters long.',
    });
    expect(SIGN_UP_ERRORS.passwordMismatch.message).toBe('Passwords do not match');
    expect(AUTH_TOASTS).toEqual({
      accountCreated: {
        title: 'Account created!',
        description: 'Please check your email to verify your account.',
      },
      welcomeBack: 'Welcome back!',
      signedOut: 'Signed out',
      signOutFailed: { title: 'Error signing out', description: 'Please try again.' },
      resetSent: {
        title: 'Password reset email sent',
        description: 'Check your email for the password reset link.',
      },
      resetFailed: { title: 'Password reset failed', fallback: 'Failed to send reset email.' },
      signInFailed: 'Sign in failed',
      signUpFailed: 'Sign up failed',
    });
    expect(AUTH_ERROR_MESSAGES.sessionMissing).toBe('Auth session missing!');
    expect(RETRYABLE_AUTH_STATUSES).toEqual([502, 503, 504]);
  });
});

describe('normalizeAuthEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeAuthEmail('  Owner@Shop.COM ')).toBe('owner@shop.com');
  });
});

describe('validateSignUp', () => {
  it('passes a valid form', () => {
    expect(validateSignUp(ok)).toBeNull();
  });

  it('reports the e-mail first', () => {
    expect(validateSignUp({ ...ok, email: 'owner', password: 'x' })).toEqual(SIGN_UP_ERRORS.invalidEmail);
  });

  it('needs 8 password characters: 7 fails, 8 passes', () => {
    expect(validateSignUp({ ...ok, password: '1234567', confirmPassword: '1234567' })).toEqual(
      SIGN_UP_ERRORS.weakPassword,
    );
    expect(validateSignUp({ ...ok, password: '12345678', confirmPassword: '12345678' })).toBeNull();
  });

  it('needs a matching confirmation', () => {
    expect(validateSignUp({ ...ok, confirmPassword: '12345679' })).toEqual(SIGN_UP_ERRORS.passwordMismatch);
  });

  it('accepts every generated e-mail with a strong matching password', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string({ minLength: 8 }), (email, password) => {
        fc.pre(email.length <= 254);
        expect(validateSignUp({ email, password, confirmPassword: password })).toBeNull();
      }),
    );
  });

  it('rejects every password shorter than 8', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (password) => {
        expect(validateSignUp({ ...ok, password, confirmPassword: password })).toEqual(
          SIGN_UP_ERRORS.weakPassword,
        );
      }),
    );
  });
});

describe('button rules', () => {
  it('sign-in needs e-mail and password', () => {
    expect(canSubmitSignIn({ email: 'a', password: 'b' })).toBe(true);
    expect(canSubmitSignIn({ email: ' ', password: 'b' })).toBe(false);
    expect(canSubmitSignIn({ email: 'a', password: '' })).toBe(false);
  });

  it('sign-up needs all three and a match', () => {
    expect(canSubmitSignUp(ok)).toBe(true);
    expect(canSubmitSignUp({ ...ok, confirmPassword: 'other' })).toBe(false);
    expect(canSubmitSignUp({ ...ok, email: '' })).toBe(false);
    expect(canSubmitSignUp({ ...ok, password: '', confirmPassword: '' })).toBe(false);
  });

  it('shows the mismatch only once a confirmation is typed', () => {
    expect(passwordsMismatch({ password: 'abc', confirmPassword: '' })).toBe(false);
    expect(passwordsMismatch({ password: 'abc', confirmPassword: 'ab' })).toBe(true);
  });

  it('reset needs an e-mail', () => {
    expect(canSubmitReset('')).toBe(false);
    expect(canSubmitReset('a@b.co')).toBe(true);
  });
});

describe('postSignInPath', () => {
  it('goes to the dashboard only after onboarding', () => {
    expect(postSignInPath(true)).toBe('/dashboard');
    expect(postSignInPath(false)).toBe('/onboarding');
  });
});

describe('mapSignInError', () => {
  it.each([
    ['Invalid login credentials', 'Invalid email or password. Please try again.'],
    ['Invalid email or password', 'Invalid email or password. Please try again.'],
    ['INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password. Please try again.'],
    ['Email not confirmed', 'Email not confirmed'],
    ['', 'An unexpected error occurred. Please try again.'],
    ['SOMETHING_ODD', 'An unexpected error occurred. Please try again.'],
  ])('%j → %j', (input, expected) => {
    expect(mapSignInError(input)).toBe(expected);
  });

  it('reads error objects and nullish values', () => {
    expect(mapSignInError({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' })).toBe(
      'Invalid email or password. Please try again.',
    );
    expect(mapSignInError({ code: 'TOO_MANY', message: 'Slow down' })).toBe('Slow down');
    expect(mapSignInError(null)).toBe('An unexpected error occurred. Please try again.');
    expect(mapSignInError(undefined)).toBe('An unexpected error occurred. Please try again.');
    expect(mapSignInError({})).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('mapSignUpError', () => {
  it.each([
    ['User already registered', 'An account with this email already exists. Please sign in instead.'],
    [
      'User already exists. Use another email.',
      'An account with this email already exists. Please sign in instead.',
    ],
    ['USER_ALREADY_EXISTS', 'An account with this email already exists. Please sign in instead.'],
    [
      'Password should be at least 6 characters',
      'Password must be at least 8 characters long and contain a mix of characters.',
    ],
    ['PASSWORD_TOO_SHORT', 'Password must be at least 8 characters long and contain a mix of characters.'],
    ['Signups not allowed', 'Signups not allowed'],
    ['  ', 'An unexpected error occurred. Please try again.'],
  ])('%j → %j', (input, expected) => {
    expect(mapSignUpError(input)).toBe(expected);
  });

  it('reads error objects', () => {
    expect(
      mapSignUpError({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists' }),
    ).toBe('An account with this email already exists. Please sign in instead.');
  });

  it('always returns non-empty text', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (input) => {
        expect(mapSignUpError(input).length).toBeGreaterThan(0);
        expect(mapSignInError(input).length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('sign-in errors go to the field they are about', () => {
  it("a malformed address is the e-mail field's, before the server is asked", () => {
    expect(validateSignIn({ email: 'maya@harboursigns' })).toEqual({
      field: 'email',
      message: 'Please enter a valid email address.',
    });
    expect(validateSignIn({ email: ' Maya@HarbourSigns.test ' })).toBeNull();
  });

  it("the server's invalid e-mail is the e-mail field's; wrong credentials concern both", () => {
    expect(placeSignInError({ code: 'INVALID_EMAIL', message: 'Invalid email' })).toEqual({
      field: 'email',
      message: 'Please enter a valid email address.',
    });
    expect(
      placeSignInError({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    ).toEqual({
      field: 'form',
      message: 'Invalid email or password. Please try again.',
    });
    expect(placeSignInError({ code: 'TOO_MANY', message: 'Slow down' })).toEqual({
      field: 'form',
      message: 'Slow down',
    });
  });
});
