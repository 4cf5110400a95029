import { createBrowserRouter } from 'react-router-dom';
import { routeTable } from './routeTable';

export function makeRouter() {
  return createBrowserRouter(routeTable);
}

export type AppRouter = ReturnType<typeof makeRouter>;
