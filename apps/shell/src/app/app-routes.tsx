import { NOT_FOUND_ROUTE, PAGE_ROUTES } from '@chronicle/contracts';
import { Route, Routes } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page';

/**
 * The spec's route table (§2): every route maps to a page of the remote that owns it. The list is
 * PAGE_ROUTES in @chronicle/contracts, which the server reads too, to answer 404 for any other path.
 */
export function AppRoutes() {
  return (
    <Routes>
      {PAGE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RemotePage remote={route.remote} page={route.page} />} />
      ))}
      <Route path="*" element={<RemotePage remote={NOT_FOUND_ROUTE.remote} page={NOT_FOUND_ROUTE.page} />} />
    </Routes>
  );
}
