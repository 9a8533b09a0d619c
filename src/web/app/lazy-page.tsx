import { Component, type ComponentType, type ErrorInfo, type ReactNode, Suspense, use } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { ErrorScreen } from './error-screen';

type BoundaryProps = { children: ReactNode };
type BoundaryState = { error: Error | null };

/** A page that fails to render, or whose code cannot be fetched, shows the spec's error screen. */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen /> : this.props.children;
  }
}

export type LazyPageComponent = ComponentType & { preload: () => Promise<void> };

/**
 * A route's page as its own chunk. Unlike React.lazy, a page whose chunk is already loaded renders
 * at once without suspending: the prerenderer loads the page first (so its HTML carries no
 * streaming scripts, which the CSP would block), and the browser loads the current page's chunk
 * before hydrating. On navigation a spinner shows while the next chunk loads.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPageComponent {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    // A failed load stays failed until the page is reloaded ('Refresh Page'): retrying at once
    // would only fail again (the browser remembers a module that could not be fetched).
    pending ??= load().then((Page) => {
      Loaded = Page;
    });
    return pending;
  };

  function PageContent() {
    if (!Loaded) use(preload());
    return Loaded ? <Loaded /> : null;
  }

  function LazyPage() {
    const { pathname } = useLocation();
    return (
      // Keyed by path, so leaving a failed page clears its error.
      <PageErrorBoundary key={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <PageContent />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  return Object.assign(LazyPage, { preload });
}

/** A route element for a lazily loaded page. */
export function page(load: () => Promise<ComponentType>): ReactNode {
  const Page = lazyPage(load);
  return <Page />;
}

/** The same for pages that use React Query (the session); the public pages do not download it. */
export function pageWithQuery(load: () => Promise<ComponentType>): ReactNode {
  return page(async () => {
    const [{ withQueryClient }, Page] = await Promise.all([import('./query-layout'), load()]);
    return withQueryClient(Page);
  });
}
