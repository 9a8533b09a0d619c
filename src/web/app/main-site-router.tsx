import { matchRoutes, type RouteMatch, type RouteObject, useRoutes } from 'react-router';
import { matchesPathPattern, PRERENDERED_PATHS } from '../../domain/prerender';
import { SiteLayout } from '../components/site/site-layout';
import { type LazyPageComponent, page, pageWithQuery } from './lazy-page';
import { RootLayout } from './root-layout';

// The main site uses react-router's declarative mode (half the size of the data router: the landing
// page has a tight JavaScript budget). Every page is its own chunk, so the landing page downloads
// only what it shows; prerendered pages hydrate as their chunk arrives.

/** Shared by both hosts: the auth screen and the password-reset landing page. */
export const authRoutes: RouteObject[] = [
  { path: 'auth', element: pageWithQuery(async () => (await import('../routes/auth/auth-page')).AuthPage) },
  {
    path: 'reset-password',
    element: pageWithQuery(
      async () => (await import('../routes/auth/reset-password-page')).ResetPasswordPage,
    ),
  },
];

const publicPages: RouteObject[] = [
  { index: true, element: page(async () => (await import('../routes/marketing/landing-page')).LandingPage) },
  {
    path: 'features',
    element: page(async () => (await import('../routes/marketing/features-page')).FeaturesPage),
  },
  {
    path: 'roi-calculator',
    element: page(async () => (await import('../routes/marketing/roi-calculator-page')).RoiCalculatorPage),
  },
  {
    path: 'checkout',
    element: page(async () => (await import('../routes/checkout/checkout-page')).CheckoutPage),
  },
  {
    path: 'checkout/:planId',
    element: page(async () => (await import('../routes/checkout/checkout-page')).CheckoutPage),
  },
  {
    path: 'start-trial',
    element: page(async () => (await import('../routes/marketing/start-trial-page')).StartTrialPage),
  },
  {
    path: 'shop-agent-demo',
    element: page(async () => (await import('../routes/demos/shop-agent-demo-page')).ShopAgentDemoPage),
  },
  {
    path: 'shop-agent-demo/live',
    element: page(async () => (await import('../routes/demos/shop-agent-live-page')).ShopAgentLivePage),
  },
  {
    path: 'social-agent-demo/live',
    element: page(async () => (await import('../routes/demos/social-agent-live-page')).SocialAgentLivePage),
  },
  {
    path: 'agent-demo-social/live',
    element: page(async () => (await import('../routes/demos/social-agent-live-page')).SocialAgentLivePage),
  },
  {
    path: 'agent-demo-social',
    element: page(async () => (await import('../routes/demos/social-showcase-page')).SocialShowcasePage),
  },
  {
    path: 'agent-demo-storefront',
    element: page(async () => (await import('../routes/demos/storefront-demo-page')).StorefrontDemoPage),
  },
  { path: 'docs', element: page(async () => (await import('../routes/marketing/docs-page')).DocsPage) },
  {
    path: 'privacy',
    element: page(async () => (await import('../routes/marketing/privacy-page')).PrivacyPage),
  },
  { path: 'terms', element: page(async () => (await import('../routes/marketing/terms-page')).TermsPage) },
  { path: '*', element: page(async () => (await import('../routes/marketing/not-found-page')).NotFoundPage) },
];

/** The main site's route tree; the browser and the prerenderer both render it. */
export const mainSiteRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        path: 'auth',
        element: pageWithQuery(async () => (await import('../routes/auth/auth-page')).AuthPage),
      },
      {
        path: 'reset-password',
        element: pageWithQuery(
          async () => (await import('../routes/auth/reset-password-page')).ResetPasswordPage,
        ),
      },
      {
        path: 'dashboard',
        element: page(
          async () => (await import('../routes/marketing/dashboard-redirect-page')).DashboardRedirectPage,
        ),
      },
      // A payment's result pages choose their own frame (payment-frame.tsx): a quote's speaks for
      // the business that was paid, without the platform's header, nav and footer.
      {
        path: 'payment-success',
        element: page(
          async () => (await import('../routes/checkout/payment-success-page')).PaymentSuccessPage,
        ),
      },
      {
        path: 'payment-canceled',
        element: page(
          async () => (await import('../routes/checkout/payment-canceled-page')).PaymentCanceledPage,
        ),
      },
      { element: <SiteLayout />, children: publicPages },
    ],
  },
  {
    // The embeddable widget's chat, framed on businesses' own sites: no site header or footer.
    path: '/embed/chat',
    element: page(async () => (await import('../routes/embed/embed-chat-page')).EmbedChatPage),
  },
];

export function MainSiteRoutes() {
  return useRoutes(mainSiteRoutes);
}

function servedByPublicSite(route: RouteObject): boolean {
  if (route.index || route.path === '*') return true;
  return PRERENDERED_PATHS.some((path) => matchesPathPattern(`/${route.path}`, path));
}

/**
 * The same tree with only the pages the public site's build runs (the prerendered ones and the
 * not-found page, decision record 033): react-router ranks the whole table each time it matches,
 * which showed in the page's first tasks (decision records 049 and 059, public-site-matches.tsx).
 */
export const publicSiteRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [{ element: <SiteLayout />, children: publicPages.filter(servedByPublicSite) }],
  },
];

/** The page components `pathname` shows, whose code `preloadPages` fetches. */
export function pagesFor(pathname: string): Partial<LazyPageComponent>[] {
  return pagesOf(matchRoutes(mainSiteRoutes, pathname));
}

/** The page components of these matches. */
export function pagesOf(matches: RouteMatch[] | null): Partial<LazyPageComponent>[] {
  return (matches ?? []).flatMap(({ route }) => {
    const type = (route.element as { type?: Partial<LazyPageComponent> } | undefined)?.type;
    return type ? [type] : [];
  });
}

export async function preloadPages(pages: Partial<LazyPageComponent>[]): Promise<void> {
  await Promise.all(pages.map((type) => type.preload?.()));
}

/** Loads the code of the pages that `pathname` shows, so a prerendered page hydrates without waiting. */
export async function preloadPagesFor(pathname: string): Promise<void> {
  await preloadPages(pagesFor(pathname));
}
