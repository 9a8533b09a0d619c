import { isValidEmail } from './email';

export const MIN_PASSWORD_LENGTH = 8;

export interface AuthMessage {
  title: string;
  message: string;
}

export const SIGN_UP_ERRORS = {
  invalidEmail: { title: 'Invalid email', message: 'Please enter a valid email address.' },
  weakPassword: { title: 'Weak password', message: 'Password must be at least 8 characters long.' },
  // The spec shows this one inline without a toast title; the sign-up failure title is reused.
  passwordMismatch: { title: 'Sign up failed', message: 'Passwords do not match' },
} as const satisfies Record<string, AuthMessage>;

export const AUTH_ERROR_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  accountExists: 'An account with this email already exists. Please sign in instead.',
  weakPassword: 'Password must be at least 8 characters long and contain a mix of characters.',
  sessionMissing: 'Auth session missing!',
} as const;

export const AUTH_TOASTS = {
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
} as const;

/** Backend statuses worth retrying: the gateway, not the request, failed. */
export const RETRYABLE_AUTH_STATUSES: readonly number[] = [502, 503, 504];

/** Used on sign-in and sign-up; the reset e-mail is deliberately passed as typed. */
export function normalizeAuthEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface SignUpForm {
  email: string;
  password: string;
  confirmPassword: string;
}

/** The first failing rule in the order the user meets them, or null. */
export function validateSignUp(form: SignUpForm): AuthMessage | null {
  if (!isValidEmail(normalizeAuthEmail(form.email))) return SIGN_UP_ERRORS.invalidEmail;
  if (form.password.length < MIN_PASSWORD_LENGTH) return SIGN_UP_ERRORS.weakPassword;
  if (form.password !== form.confirmPassword) return SIGN_UP_ERRORS.passwordMismatch;
  return null;
}

export function passwordsMismatch(form: Pick<SignUpForm, 'password' | 'confirmPassword'>): boolean {
  return form.confirmPassword !== '' && form.password !== form.confirmPassword;
}

export function canSubmitSignIn(form: { email: string; password: string }): boolean {
  return form.email.trim() !== '' && form.password !== '';
}

export function canSubmitSignUp(form: SignUpForm): boolean {
  return form.email.trim() !== '' && form.password !== '' && form.password === form.confirmPassword;
}

export function canSubmitReset(email: string): boolean {
  return email.trim() !== '';
}

export function postSignInPath(onboardingCompleted: boolean): '/dashboard' | '/onboarding' {
  return onboardingCompleted ? '/dashboard' : '/onboarding';
}

export type BackendAuthError = string | { message?: string | null; code?: string | null } | null | undefined;

function parts(error: BackendAuthError): { message: string; code: string } {
  if (typeof error === 'string') {
    const text = error.trim();
    // A bare UPPER_SNAKE token is a machine code, not text meant for people.
    return /^[A-Z0-9_]+$/.test(text) ? { message: '', code: text } : { message: text, code: '' };
  }
  return { message: error?.message?.trim() ?? '', code: error?.code?.trim() ?? '' };
}

export function mapSignInError(error: BackendAuthError): string {
  const { message, code } = parts(error);
  if (
    code === 'INVALID_EMAIL_OR_PASSWORD' ||
    message === 'Invalid login credentials' ||
    message === 'Invalid email or password'
  ) {
    return AUTH_ERROR_MESSAGES.invalidCredentials;
  }
  return message || AUTH_ERROR_MESSAGES.unexpected;
}

/** Which sign-in field an error is about: the e-mail alone, or the pair (credentials, the server). */
export type SignInErrorField = 'email' | 'form';

/** A malformed address is the e-mail field's error; caught before asking the server. */
export function validateSignIn(form: { email: string }): { field: SignInErrorField; message: string } | null {
  if (!isValidEmail(normalizeAuthEmail(form.email))) {
    return { field: 'email', message: SIGN_UP_ERRORS.invalidEmail.message };
  }
  return null;
}

/**
 * The server's refusal, placed: its "Invalid email" (an address our own check let through) is the
 * e-mail field's; wrong credentials and everything else concern both fields.
 */
export function placeSignInError(error: BackendAuthError): { field: SignInErrorField; message: string } {
  const { message, code } = parts(error);
  if (code === 'INVALID_EMAIL' || message === 'Invalid email') {
    return { field: 'email', message: SIGN_UP_ERRORS.invalidEmail.message };
  }
  return { field: 'form', message: mapSignInError(error) };
}

export function mapSignUpError(error: BackendAuthError): string {
  const { message, code } = parts(error);
  const lower = message.toLowerCase();
  if (
    code.startsWith('USER_ALREADY_EXISTS') ||
    lower.includes('already registered') ||
    lower.includes('already exists')
  ) {
    return AUTH_ERROR_MESSAGES.accountExists;
  }
  if (code === 'PASSWORD_TOO_SHORT' || message.includes('Password should be'))
    return AUTH_ERROR_MESSAGES.weakPassword;
  return message || AUTH_ERROR_MESSAGES.unexpected;
}
