import { type RouteObject, useRoutes } from 'react-router';
import { isDashboardHome, loadClientDashboardPage, loadClientLayout } from './dashboard-home';
import { RequireAdmin, RequireAdminArea, RequireSession } from './guards';
import { lazyPage, page } from './lazy-page';
import { authRoutes } from './main-site-router';
import { sharedQueryClient } from './query-client';
import { QueryLayout } from './query-layout';
import { RootLayout } from './root-layout';
import { prefetchSession } from './session';

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

// One instance each, so the start-up preload below and the routes share the loaded chunk.
const ClientLayoutPage = lazyPage(async () => (await loadClientLayout()).ClientLayout);
const ClientDashboardPage = lazyPage(async () => (await loadClientDashboardPage()).ClientDashboardPage);
const clientDashboard = () => <ClientDashboardPage />;

/**
 * The dashboard home's first screen needs the session, the client layout and the page's code.
 * Rendered one after another they are round trips in a row (the guard asks for the session, then
 * the layout's chunk loads, then the page's); started together, as soon as this module runs (and
 * the chunks already by main.tsx), they cost one. `npm run bench:dashboard` measures its LCP.
 */
function preloadHome(): void {
  if (!isDashboardHome(window.location.pathname)) return;
  void prefetchSession(sharedQueryClient());
  void ClientLayoutPage.preload().catch(() => {});
  void ClientDashboardPage.preload().catch(() => {});
}
if (typeof window !== 'undefined') preloadHome();

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
                element: <ClientLayoutPage />,
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
                    path: 'products',
                    element: page(
                      async () => (await import('../routes/dashboard/products-page')).ProductsPage,
                    ),
                  },
                  {
                    path: 'settings',
                    element: page(
                      async () => (await import('../routes/dashboard/settings-page')).SettingsPage,
                    ),
                  },
                  {
                    path: 'social',
                    element: page(async () => (await import('../routes/dashboard/social-page')).SocialPage),
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
