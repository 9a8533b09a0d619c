/** What other parts of the server use of the onboarding feature. */
export { onboardingRoutes } from './onboarding.routes';
