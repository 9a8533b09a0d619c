import { createBrowserRouter, type RouteObject } from 'react-router';
import { SiteLayout } from '../components/site/site-layout';
import { PageSpinner } from '../components/ui/spinner';
import { RouteErrorScreen } from './error-screen';
import { RootLayout } from './root-layout';

// Every page is its own chunk (route `lazy`), so the landing page downloads only what it shows.
// Named exports are mapped to the route's Component here.

const publicPages: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../routes/marketing/landing-page')).LandingPage }),
  },
  {
    path: 'features',
    lazy: async () => ({ Component: (await import('../routes/marketing/features-page')).FeaturesPage }),
  },
  {
    path: 'roi-calculator',
    lazy: async () => ({
      Component: (await import('../routes/marketing/roi-calculator-page')).RoiCalculatorPage,
    }),
  },
  {
    path: 'checkout',
    lazy: async () => ({ Component: (await import('../routes/checkout/checkout-page')).CheckoutPage }),
  },
  {
    path: 'checkout/:planId',
    lazy: async () => ({ Component: (await import('../routes/checkout/checkout-page')).CheckoutPage }),
  },
  {
    path: 'shop-agent-demo',
    lazy: async () => ({
      Component: (await import('../routes/demos/shop-agent-demo-page')).ShopAgentDemoPage,
    }),
  },
  {
    path: 'shop-agent-demo/live',
    lazy: async () => ({
      Component: (await import('../routes/demos/shop-agent-live-page')).ShopAgentLivePage,
    }),
  },
  {
    path: 'social-agent-demo/live',
    lazy: async () => ({
      Component: (await import('../routes/demos/social-agent-live-page')).SocialAgentLivePage,
    }),
  },
  {
    path: 'agent-demo-social/live',
    lazy: async () => ({
      Component: (await import('../routes/demos/social-agent-live-page')).SocialAgentLivePage,
    }),
  },
  {
    path: 'agent-demo-social',
    lazy: async () => ({
      Component: (await import('../routes/demos/social-showcase-page')).SocialShowcasePage,
    }),
  },
  {
    path: 'agent-demo-storefront',
    lazy: async () => ({
      Component: (await import('../routes/demos/storefront-demo-page')).StorefrontDemoPage,
    }),
  },
  {
    path: 'payment-success',
    lazy: async () => ({
      Component: (await import('../routes/checkout/payment-success-page')).PaymentSuccessPage,
    }),
  },
  {
    path: 'payment-canceled',
    lazy: async () => ({
      Component: (await import('../routes/checkout/payment-canceled-page')).PaymentCanceledPage,
    }),
  },
  {
    path: 'privacy',
    lazy: async () => ({ Component: (await import('../routes/marketing/privacy-page')).PrivacyPage }),
  },
  {
    path: 'terms',
    lazy: async () => ({ Component: (await import('../routes/marketing/terms-page')).TermsPage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('../routes/marketing/not-found-page')).NotFoundPage }),
  },
];

/** Routes shared by both hosts: the auth screen and the password-reset landing page. */
export const authRoutes: RouteObject[] = [
  { path: 'auth', lazy: async () => ({ Component: (await import('../routes/auth/auth-page')).AuthPage }) },
  {
    path: 'reset-password',
    lazy: async () => ({ Component: (await import('../routes/auth/reset-password-page')).ResetPasswordPage }),
  },
];

export function createMainSiteRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: PageSpinner,
      children: [
        ...authRoutes,
        {
          path: 'dashboard',
          lazy: async () => ({
            Component: (await import('../routes/marketing/dashboard-redirect-page')).DashboardRedirectPage,
          }),
        },
        { Component: SiteLayout, children: publicPages },
      ],
    },
  ]);
}
