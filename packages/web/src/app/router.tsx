import { type RouteObject, useRoutes } from 'react-router';
import { FullScreenSpinner } from '../components/feedback/full-screen-spinner';
import { useSession } from '../lib/session';
import { RootLayout } from './root-layout';
import { buildPageRoutes, type RouteTableKind } from './routes';
import { SCREENS } from './screens';

function buildRouteTable(kind: RouteTableKind): RouteObject[] {
  const NotFound = SCREENS.notFound.Component;
  return [
    {
      element: <RootLayout />,
      children: [...buildPageRoutes(kind), { path: '*', element: <NotFound /> }],
    },
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
