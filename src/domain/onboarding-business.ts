import type { OnboardingState } from './contracts/onboarding.contract';

type BusinessAnswers = OnboardingState['business'];

/** The workspace's contact details as Settings keeps them, and whether any were ever saved. */
export interface WorkspaceContact {
  businessName: string;
  phone?: string;
  email?: string;
  website?: string;
  /** False for a workspace whose details nobody has saved yet (made at sign-up or by a purchase). */
  saved: boolean;
}

/**
 * What the onboarding's business step shows. The business's name, phone, e-mail and website are
 * the workspace's (what customers see, which Settings changes too): one source, so going back
 * through onboarding shows what Settings saved, and Continue cannot put an older answer back.
 * The profile keeps only what Settings does not ask (industry, description). Until the workspace's
 * details are first saved, the step starts from what the profile got at sign-up or purchase (the
 * sign-up e-mail, the business named at checkout), not from a placeholder workspace name such as
 * "My workspace".
 */
export function currentBusinessAnswers(
  profile: BusinessAnswers,
  workspace: WorkspaceContact,
): BusinessAnswers {
  if (!workspace.saved) return profile;
  return {
    ...profile,
    businessName: workspace.businessName,
    phone: workspace.phone ?? '',
    email: workspace.email ?? '',
    website: workspace.website ?? '',
  };
}
