import { type RouteObject, useRoutes } from 'react-router';
import { RequireAdmin, RequireAdminArea, RequireSession } from './guards';
import { page } from './lazy-page';
import { authRoutes } from './main-site-router';
import { QueryLayout } from './query-layout';
import { RootLayout } from './root-layout';

// Declarative routes like the main site's: react-router's data router would otherwise be bundled
// into the code every page loads.

const adminPages = () => import('../routes/admin/admin-section-pages');

const adminRoutes: RouteObject[] = [
  {
    index: true,
    element: page(async () => (await import('../routes/admin/admin-dashboard-page')).AdminDashboardPage),
  },
  { path: 'conversations', element: page(async () => (await adminPages()).AdminConversationsPage) },
  { path: 'quotes', element: page(async () => (await adminPages()).AdminQuotesPage) },
  { path: 'automations', element: page(async () => (await adminPages()).AdminAutomationsPage) },
  {
    path: 'knowledge',
    element: page(async () => (await import('../routes/admin/admin-knowledge-page')).AdminKnowledgePage),
  },
  { path: 'reviews', element: page(async () => (await adminPages()).AdminReviewsPage) },
  {
    path: 'embed',
    element: page(async () => (await import('../routes/admin/admin-embed-page')).AdminEmbedPage),
  },
  {
    // The platform's e-mail outbox: every workspace's mail, so platform admins only.
    path: 'outbox',
    element: <RequireAdmin />,
    children: [
      {
        index: true,
        element: page(async () => (await import('../routes/admin/admin-outbox-page')).AdminOutboxPage),
      },
    ],
  },
];

const clientDashboard = () =>
  page(async () => (await import('../routes/dashboard/client-dashboard-page')).ClientDashboardPage);

/** Dashboard host: /auth is public, /admin/* is admin-only, everything else needs a session. */
const dashboardRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        element: <QueryLayout />,
        children: [
          ...authRoutes,
          // An invitation link works signed out too: the invited person signs up or in there.
          {
            path: 'invite/:token',
            element: page(async () => (await import('../routes/auth/invite-page')).InvitePage),
          },
          {
            element: <RequireSession />,
            children: [
              {
                path: 'admin',
                element: <RequireAdminArea />,
                children: [
                  {
                    element: page(async () => (await import('../routes/admin/admin-layout')).AdminLayout),
                    children: adminRoutes,
                  },
                ],
              },
              {
                element: page(async () => (await import('../routes/dashboard/client-layout')).ClientLayout),
                children: [
                  { index: true, element: clientDashboard() },
                  { path: 'dashboard', element: clientDashboard() },
                  {
                    path: 'dashboard/conversations/:conversationId',
                    element: page(
                      async () => (await import('../routes/dashboard/conversation-page')).ConversationPage,
                    ),
                  },
                  {
                    path: 'onboarding',
                    element: page(
                      async () => (await import('../routes/dashboard/onboarding-page')).OnboardingPage,
                    ),
                  },
                  {
                    path: 'knowledge',
                    element: page(
                      async () => (await import('../routes/dashboard/knowledge-page')).KnowledgePage,
                    ),
                  },
                  {
                    path: 'settings',
                    element: page(
                      async () => (await import('../routes/dashboard/settings-page')).SettingsPage,
                    ),
                  },
                  {
                    path: 'install',
                    element: page(async () => (await import('../routes/dashboard/install-page')).InstallPage),
                  },
                  // Spec: any other path on the dashboard host is the client dashboard.
                  { path: '*', element: clientDashboard() },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function DashboardRoutes() {
  return useRoutes(dashboardRoutes);
}
