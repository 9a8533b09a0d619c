export const MAIN_TOASTS = { durationMs: 4000, visible: 3, position: 'bottom-right' } as const;
export const DASHBOARD_TOASTS = { durationMs: 5000 } as const;

export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const ANIMATION_TIMINGS = {
  typingIndicatorMs: 500,
  replyStartMs: 1300,
  msPerChar: 18,
  demoRotationMs: 2000,
  landingBotReplyDelayMs: 1500,
  reviewPromptDelayMs: 1200,
  selectTypeaheadResetMs: 1000,
} as const;

/** The static social demo locks once it holds more messages than this. */
export const SOCIAL_DEMO_MESSAGE_LIMIT = 6;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const FOLLOW_UP_TIMERS = {
  quoteReminderMs: 2 * HOUR_MS,
  upsellMs: 24 * HOUR_MS,
  abandonedChatMs: 30 * MINUTE_MS,
  abandonedChatMinMessages: 3,
} as const;

export const SIDEBAR = {
  cookieName: 'sidebar:state',
  cookieMaxAgeSeconds: 7 * 24 * 60 * 60,
  width: '16rem',
  widthMobile: '18rem',
  widthCollapsed: '3rem',
  mobileBreakpointPx: 768,
  keyboardShortcut: 'b',
} as const;

export const ONBOARDING_STEPS = [
  'Welcome',
  'Business Information',
  'Branding',
  'Automation Features',
  'AI Agent Setup',
  'All Set',
] as const;

export const ONBOARDING_BRANDING_DEFAULTS = { primaryColor: '#6366f1', logoUrl: '', tagline: '' } as const;

export const ONBOARDING_FEATURE_DEFAULTS = {
  smsFollowups: true,
  emailSequences: true,
  socialAutomation: false,
  pipelineManagement: true,
  appointmentBooking: false,
} as const;

/** 'n of 6' badge on the onboarding page; steps are numbered from 0. */
export function onboardingProgressLabel(step: number): string {
  return `${step + 1} of ${ONBOARDING_STEPS.length}`;
}

export const NOT_FOUND = { message: 'Oops! Page not found', linkText: 'Return to Home' } as const;
export const ERROR_BOUNDARY = { title: 'Something went wrong', buttonText: 'Refresh Page' } as const;
export const LOADING_TEXTS = { dashboard: 'Loading dashboard...', auth: 'Loading...' } as const;
