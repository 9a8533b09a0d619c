import {
  type BusinessInfo,
  ONBOARDING_MESSAGES,
  type OnboardingState,
  type PreviewTakeover,
} from '../../../domain/contracts/onboarding.contract';
import { currentBusinessAnswers } from '../../../domain/onboarding-business';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../accounts';
import { ensureAgentOfType } from '../agents';
import { describePreviewTakeover, takeOverPreview } from '../previews';
import { getWorkspaceContact, getWorkspaceSettings, saveContactSettings } from '../workspace-settings';
import {
  findOnboardingProfile,
  type ProfileRow,
  saveProfileProgress,
  upsertBusinessProfile,
} from './onboarding.repository';

function fromProfile(profile: ProfileRow | null): OnboardingState {
  return {
    step: profile?.onboardingStep ?? 0,
    completed: profile?.onboardingCompleted ?? false,
    business: {
      businessName: profile?.businessName ?? '',
      industry: profile?.industry ?? '',
      website: profile?.website ?? '',
      description: profile?.description ?? '',
      phone: profile?.phone ?? '',
      email: profile?.email ?? '',
    },
  };
}

/**
 * The state every onboarding route answers with: the business's name and contact details read
 * from its workspace, which Settings changes too (`currentBusinessAnswers`), so no answer puts an
 * older copy from the profile back into the browser's cache.
 */
async function toState(db: Executor, profile: ProfileRow | null): Promise<OnboardingState> {
  const state = fromProfile(profile);
  const contact = profile?.workspaceId ? await getWorkspaceContact(db, profile.workspaceId) : null;
  return contact ? { ...state, business: currentBusinessAnswers(state.business, contact) } : state;
}

export async function getOnboardingState(db: Executor, userId: string): Promise<OnboardingState> {
  return toState(db, await findOnboardingProfile(db, userId));
}

export async function saveOnboardingStep(
  db: Executor,
  options: { userId: string; step: number; at: Date },
): Promise<OnboardingState> {
  return toState(db, await saveProfileProgress(db, options));
}

export async function completeOnboarding(
  db: Executor,
  options: { userId: string; lastStep: number; at: Date },
): Promise<OnboardingState> {
  return toState(
    db,
    await saveProfileProgress(db, {
      userId: options.userId,
      step: options.lastStep,
      completed: true,
      at: options.at,
    }),
  );
}

/**
 * The business step: the owner's profile (spec: user_profiles upsert) and the workspace's name and
 * contact details (what customers see) in one transaction, so neither is saved without the other.
 * The workspace's address and hours, which this step does not ask for, are kept.
 */
export async function saveBusinessInfo(
  db: Database,
  options: { userId: string; workspaceId: string; business: BusinessInfo; at: Date },
): Promise<OnboardingState> {
  const { business } = options;
  return db.transaction(async (tx) => {
    const current = await getWorkspaceSettings(tx, options.workspaceId);
    const given = (value: string) => (value === '' ? undefined : value);
    await saveContactSettings(tx, options.workspaceId, {
      ...current.contact,
      businessName: business.businessName,
      phone: given(business.phone),
      email: given(business.email),
      website: given(business.website),
    });
    return toState(tx, await upsertBusinessProfile(tx, options));
  });
}

export async function getPreviewTakeover(
  db: Executor,
  options: { viewer: Viewer; workspaceId: string },
): Promise<PreviewTakeover> {
  return describePreviewTakeover(db, {
    workspaceId: options.workspaceId,
    email: options.viewer.email,
    emailVerified: options.viewer.emailVerified,
  });
}

/**
 * Takes over the preview agent made with the owner's address: its knowledge and tone (as
 * verification does), and an agent of its type unless the workspace has one. Only for a verified
 * address, as the adoption rules say (docs/decisions/010-preview-agents.md).
 */
export async function takeOverOwnPreview(
  db: Database,
  options: { viewer: Viewer; workspaceId: string; at: Date },
): Promise<PreviewTakeover> {
  if (!options.viewer.emailVerified) throw new AppError('FORBIDDEN', ONBOARDING_MESSAGES.verifyFirst);
  return db.transaction(async (tx) => {
    const taken = await takeOverPreview(tx, {
      workspaceId: options.workspaceId,
      verifiedEmail: options.viewer.email,
      at: options.at,
    });
    if (!taken) throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.noPreview);
    const agentCreated = taken.agent
      ? await ensureAgentOfType(tx, { workspaceId: options.workspaceId, ...taken.agent, at: options.at })
      : false;
    return { status: 'taken_over', preview: taken.summary, agentCreated };
  });
}
