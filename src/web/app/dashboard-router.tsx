import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { RouteErrorScreen } from './error-screen';
import { RequireAdmin, RequireSession } from './guards';
import { authRoutes } from './main-site-router';
import { RootLayout } from './root-layout';

const adminPages = () => import('../routes/admin/admin-section-pages');

const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('../routes/admin/admin-dashboard-page')).AdminDashboardPage,
    }),
  },
  { path: 'conversations', lazy: async () => ({ Component: (await adminPages()).AdminConversationsPage }) },
  { path: 'quotes', lazy: async () => ({ Component: (await adminPages()).AdminQuotesPage }) },
  { path: 'automations', lazy: async () => ({ Component: (await adminPages()).AdminAutomationsPage }) },
  { path: 'knowledge', lazy: async () => ({ Component: (await adminPages()).AdminKnowledgePage }) },
  { path: 'reviews', lazy: async () => ({ Component: (await adminPages()).AdminReviewsPage }) },
  { path: 'embed', lazy: async () => ({ Component: (await adminPages()).AdminEmbedPage }) },
  {
    path: 'outbox',
    lazy: async () => ({ Component: (await import('../routes/admin/admin-outbox-page')).AdminOutboxPage }),
  },
];

const clientDashboard = async () => ({
  Component: (await import('../routes/dashboard/client-dashboard-page')).ClientDashboardPage,
});

/** Dashboard host: /auth is public, /admin/* is admin-only, everything else needs a session. */
export function createDashboardRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: PageSpinner,
      children: [
        ...authRoutes,
        {
          Component: RequireSession,
          children: [
            {
              path: 'admin',
              Component: RequireAdmin,
              children: [
                {
                  lazy: async () => ({
                    Component: (await import('../routes/admin/admin-layout')).AdminLayout,
                  }),
                  children: adminRoutes,
                },
              ],
            },
            {
              lazy: async () => ({
                Component: (await import('../routes/dashboard/client-layout')).ClientLayout,
              }),
              children: [
                { index: true, lazy: clientDashboard },
                { path: 'dashboard', lazy: clientDashboard },
                {
                  path: 'onboarding',
                  lazy: async () => ({
                    Component: (await import('../routes/dashboard/onboarding-page')).OnboardingPage,
                  }),
                },
                {
                  path: 'knowledge',
                  lazy: async () => ({
                    Component: (await import('../routes/dashboard/knowledge-page')).KnowledgePage,
                  }),
                },
                // Spec: any other path on the dashboard host is the client dashboard.
                { path: '*', lazy: clientDashboard },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
