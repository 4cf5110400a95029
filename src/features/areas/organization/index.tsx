import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { AreaPage } from '../AreaPage';
import { adminPageFor } from './adminPages';

/** Support › Email Layouts, its own chunk: only the support role opens it. */
const EmailLayoutsPage = lazy(() => import(/* webpackChunkName: "email-layouts" */ './emailLayouts/EmailLayoutsPage'));

/** Routes below /organization/* are matched relative to it. */
const below = (path: string) => path.slice(PATHS.organization.length + 1);

/** Customers and Basic setup (adminPages.tsx), else the area's empty state. */
function AdministrationOrEmpty() {
  return adminPageFor(useLocation().pathname) ?? <AreaPage />;
}

/** The organization area, loaded on demand as its own chunk (§2). */
export default function OrganizationArea() {
  return (
    <Routes>
      <Route
        path={below(PATHS.superAdminEmailLayouts)}
        element={
          <Suspense fallback={null}>
            <EmailLayoutsPage />
          </Suspense>
        }
      />
      <Route path="*" element={<AdministrationOrEmpty />} />
    </Routes>
  );
}
