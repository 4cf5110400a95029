import { useRoutes } from 'react-router-dom';
import { routeTable } from './routeTable';

/**
 * The routes of §2 in react-router's declarative mode: the app loads nothing through the
 * router (sagas fetch), so the data router's extra ~16 KB gzip bought nothing (bundle budget, docs/conventions.md §14).
 */
export function AppRoutes() {
  return useRoutes(routeTable);
}
