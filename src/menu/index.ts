/** Public surface of the menu feature: other features and src/app import only from here. */
export {
  countsReducer,
  countsReceived,
  selectAnalyticsUrl,
  selectCounts,
  selectSearchFilters,
  initialCountsState,
} from './counts/countsSlice';
export type { CountsState } from './counts/countsSlice';
export { DEFAULT_SEARCH_FILTERS } from './counts/searchFilters';
export { menuSaga } from './menuSaga';
export { analyticsOpened, analyticsLandingOpened, menuStarted, routeRefused } from './events';
export { visibleMenu, menuLayout } from './visibleMenu';
export type { VisibleMenu, VisibleItem, VisibleSection, MenuLayout, MenuContext } from './visibleMenu';
export { isRouteAllowed } from './routeAccess';
export { MENU_TABLE, SECTIONS } from './menuTable';
export { Sidebar } from './sidebar/Sidebar';
export { useFlyoutWidth } from './sidebar/useSidebarLayout';
export { RouteGuard } from './guard/RouteGuard';
