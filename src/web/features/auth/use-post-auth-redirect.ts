import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { postSignInPath } from '../../../domain/validation/auth';
import { useAppMode } from '../../app/app-mode';
import { useConfig } from '../../app/config-provider';

/**
 * Where a signed-in user goes from /auth: /onboarding until onboarding is complete, then
 * /dashboard. On the main site those pages live on the dashboard host, so the browser leaves.
 */
export function usePostAuthRedirect(): (onboardingCompleted: boolean) => void {
  const navigate = useNavigate();
  const mode = useAppMode();
  const { dashboardUrl } = useConfig();

  return useCallback(
    (onboardingCompleted: boolean) => {
      const path = postSignInPath(onboardingCompleted);
      const dashboardOrigin = new URL(dashboardUrl, window.location.href).origin;
      if (mode === 'main' && dashboardOrigin !== window.location.origin) {
        window.location.assign(`${dashboardUrl}${path}`);
        return;
      }
      navigate(path, { replace: true });
    },
    [dashboardUrl, mode, navigate],
  );
}
