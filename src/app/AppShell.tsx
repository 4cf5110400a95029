import Box from '@mui/material/Box';
import { Suspense, useDeferredValue, useLayoutEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { matchRoutes, Outlet, useLocation } from 'react-router-dom';
import { Footer, RouteSpinner } from '../features/chrome';
import { RouteGuard, Sidebar, useFlyoutWidth } from '../features/menu';
import { ProfileSwitcher } from '../features/profiles';
import { selectIsSignedIn, selectSessionStatus } from '../features/session';
import { useAreaRuntime } from '../ui/areaRuntime';
import { MuiScope } from '../ui/MuiScope';
import { installQueryApi } from './installQueryApi';
import { AreaBoundary } from '../features/areas/boundary/AreaBoundary';
import { areaRoutes, type AreaHandle } from './routes/areaRoutes';
import { usePageTitle } from './routes/usePageTitle';

/** States on the way to a session: wait for it. Any other state is the session's to route away from. */
const PENDING = new Set(['booting', 'authenticating']);

const isArea = (handle: unknown): handle is AreaHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as AreaHandle).area === 'string';

/**
 * The signed-in layout: the sidebar, the page, and the footer (§2). A route the user's menu
 * does not offer is refused by the guard before its area loads.
 */
export function AppShell() {
  // The first render of the whole shell is the page's longest task; deferring the way in lets
  // React render it in interruptible slices (Lighthouse total blocking time). The way out is immediate:
  // a shell lingering after the session ended would refuse every route and fight the ending's
  // own navigation (§4).
  const signedInNow = useSelector(selectIsSignedIn);
  const signedIn = useDeferredValue(signedInNow, false) && signedInNow;
  const status = useSelector(selectSessionStatus);
  const runtime = useAreaRuntime();
  // The query layer joins the store after the first render (it dispatches) and before any page
  // renders: a page's queries need its state and middleware in place.
  const [queriesReady, setQueriesReady] = useState(false);
  useLayoutEffect(() => {
    installQueryApi(runtime);
    setQueriesReady(true);
  }, [runtime]);
  const flyoutWidth = useFlyoutWidth();
  usePageTitle();
  const location = useLocation();
  const area = (matchRoutes(areaRoutes, location) ?? []).map((match) => match.route.handle).find(isArea)?.area ?? null;
  if (!signedIn || !queriesReady) return PENDING.has(status) || signedIn ? <RouteSpinner /> : null;
  const page = (
    <Suspense fallback={<RouteSpinner />}>
      <Outlet />
    </Suspense>
  );
  // Each area inside its own error boundary: a failed chunk or render stays in the area. The
  // boundary lives in the shell's chunk, so its MUI message costs /login nothing (bundle budget).
  const framed =
    area === null ? null : (
      <AreaBoundary area={area} resetKey={location.pathname}>
        {page}
      </AreaBoundary>
    );
  return (
    <MuiScope>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <Sidebar />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 }, '&:focus': { outline: 'none' } }}>
            {framed === null ? page : <RouteGuard>{framed}</RouteGuard>}
          </Box>
          {/* The profile flyout sits over the bottom left of the page: the footer keeps clear of it. */}
          <Box sx={{ pl: flyoutWidth ? `${flyoutWidth + 16}px` : 0 }}>
            <Footer />
          </Box>
        </Box>
        <ProfileSwitcher />
      </Box>
    </MuiScope>
  );
}
