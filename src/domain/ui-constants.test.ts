import { describe, expect, it } from 'vitest';
import {
  ANIMATION_TIMINGS,
  DASHBOARD_TOASTS,
  ERROR_BOUNDARY,
  FOLLOW_UP_TIMERS,
  LOADING_TEXTS,
  MAIN_TOASTS,
  NOT_FOUND,
  ONBOARDING_BRANDING_DEFAULTS,
  ONBOARDING_FEATURE_DEFAULTS,
  ONBOARDING_STEPS,
  onboardingProgressLabel,
  SIDEBAR,
  SOCIAL_DEMO_MESSAGE_LIMIT,
  THEME_STORAGE_KEY,
  THEMES,
} from './ui-constants';

describe('ui constants', () => {
  it('toasts and theme', () => {
    expect(MAIN_TOASTS).toEqual({ durationMs: 4000, visible: 3, position: 'bottom-right' });
    expect(DASHBOARD_TOASTS).toEqual({ durationMs: 5000 });
    expect(THEME_STORAGE_KEY).toBe('theme');
    expect(THEMES).toEqual(['light', 'dark', 'system']);
  });

  it('animation timings', () => {
    expect(ANIMATION_TIMINGS).toEqual({
      typingIndicatorMs: 500,
      replyStartMs: 1300,
      msPerChar: 18,
      demoRotationMs: 2000,
      landingBotReplyDelayMs: 1500,
      reviewPromptDelayMs: 1200,
      selectTypeaheadResetMs: 1000,
    });
    expect(SOCIAL_DEMO_MESSAGE_LIMIT).toBe(6);
  });

  it('follow-up timers', () => {
    expect(FOLLOW_UP_TIMERS).toEqual({
      quoteReminderMs: 7_200_000,
      upsellMs: 86_400_000,
      abandonedChatMs: 1_800_000,
      abandonedChatMinMessages: 3,
    });
  });

  it('sidebar', () => {
    expect(SIDEBAR).toEqual({
      cookieName: 'sidebar:state',
      cookieMaxAgeSeconds: 604_800,
      width: '16rem',
      widthMobile: '18rem',
      widthCollapsed: '3rem',
      mobileBreakpointPx: 768,
      keyboardShortcut: 'b',
    });
  });

  it('onboarding', () => {
    expect(ONBOARDING_STEPS).toEqual([
      'Welcome',
      'Business Information',
      'Branding',
      'Automation Features',
      'AI Agent Setup',
      'All Set',
    ]);
    expect(ONBOARDING_BRANDING_DEFAULTS.primaryColor).toBe('#6366f1');
    expect(ONBOARDING_FEATURE_DEFAULTS).toEqual({
      smsFollowups: true,
      emailSequences: true,
      socialAutomation: false,
      pipelineManagement: true,
      appointmentBooking: false,
    });
    expect(onboardingProgressLabel(0)).toBe('1 of 6');
    expect(onboardingProgressLabel(5)).toBe('6 of 6');
  });

  it('page texts', () => {
    expect(NOT_FOUND).toEqual({ message: 'Oops! Page not found', linkText: 'Return to Home' });
    expect(ERROR_BOUNDARY).toEqual({ title: 'Something went wrong', buttonText: 'Refresh Page' });
    expect(LOADING_TEXTS).toEqual({ dashboard: 'Loading dashboard...', auth: 'Loading...' });
  });
});
