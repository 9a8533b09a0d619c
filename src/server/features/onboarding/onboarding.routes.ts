import {
  completeOnboardingContract,
  getOnboardingContract,
  getPreviewTakeoverContract,
  ONBOARDING_LAST_STEP,
  saveBusinessInfoContract,
  saveOnboardingStepContract,
  takeOverPreviewContract,
} from '../../../domain/contracts/onboarding.contract';
import { route } from '../../http/contract-routes';
import {
  completeOnboarding,
  getOnboardingState,
  getPreviewTakeover,
  saveBusinessInfo,
  saveOnboardingStep,
  takeOverOwnPreview,
} from './onboarding.service';

export const onboardingRoutes = [
  route(getOnboardingContract, ({ deps, viewer }) => getOnboardingState(deps.db, viewer.userId)),
  route(saveOnboardingStepContract, ({ deps, viewer, body }) =>
    saveOnboardingStep(deps.db, { userId: viewer.userId, step: body.step, at: deps.clock() }),
  ),
  route(saveBusinessInfoContract, ({ deps, viewer, params, body }) =>
    saveBusinessInfo(deps.db, {
      userId: viewer.userId,
      workspaceId: params.workspaceId,
      business: body,
      at: deps.clock(),
    }),
  ),
  route(completeOnboardingContract, ({ deps, viewer }) =>
    completeOnboarding(deps.db, { userId: viewer.userId, lastStep: ONBOARDING_LAST_STEP, at: deps.clock() }),
  ),
  route(getPreviewTakeoverContract, ({ deps, viewer, params }) =>
    getPreviewTakeover(deps.db, { viewer, workspaceId: params.workspaceId }),
  ),
  route(takeOverPreviewContract, ({ deps, viewer, params }) =>
    takeOverOwnPreview(deps.db, { viewer, workspaceId: params.workspaceId, at: deps.clock() }),
  ),
];
