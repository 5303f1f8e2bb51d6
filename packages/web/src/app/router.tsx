import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { FullScreenSpinner } from '../components/feedback/full-screen-spinner';
import { useSession } from '../lib/session';
import { RootLayout } from './root-layout';
import { type RouteTableKind, routesAt } from './routes';

/** The screen at the current path: matched against its page's routes alone (`routesAt`). */
function PageRoutes({ kind }: { kind: RouteTableKind }) {
  const { pathname } = useLocation();
  return useRoutes(routesAt(pathname, kind));
}

function buildRouteTable(kind: RouteTableKind): RouteObject[] {
  return [
    { element: <RootLayout />, children: [{ path: '*', element: <PageRoutes kind={kind} /> }] },
  ];
}

const VISITOR_ROUTES = buildRouteTable('visitor');
const SIGNED_IN_ROUTES = buildRouteTable('signedIn');

/** The route table of the current session; a full-screen spinner while it is being checked. */
export function AppRoutes() {
  const { status } = useSession();
  const routes = useRoutes(status === 'authenticated' ? SIGNED_IN_ROUTES : VISITOR_ROUTES);
  return status === 'loading' ? <FullScreenSpinner /> : routes;
}
