/** Public surface of the menu feature: other features and src/app import only from here. */
export {
  countsReducer,
  countsReceived,
  liveCountsReceived,
  liveStreamChanged,
  selectCounts,
  selectSearchFilters,
  initialCountsState,
} from './counts/countsSlice';
export type { CountsState } from './counts/countsSlice';
export { DEFAULT_SEARCH_FILTERS } from './counts/searchFilters';
export { menuSaga } from './menuSaga';
export { analyticsOpened, analyticsLandingOpened, routeRefused } from './events';
export { takeHandoffFragment } from './analytics/handoffFragment';
export { visibleMenu, menuLayout } from './visibleMenu';
export type { VisibleMenu, VisibleItem, VisibleSection, MenuLayout, MenuContext } from './visibleMenu';
export { isRouteAllowed } from './routeAccess';
export { MENU_TABLE, SECTIONS } from './menuTable';
export { Sidebar } from './sidebar/Sidebar';
export { DEFAULT_LOGO_URL } from './sidebar/CustomerLogo';
export { useFlyoutWidth } from './sidebar/useSidebarLayout';
export { RouteGuard } from './guard/RouteGuard';
export { useVisibleMenu } from './sidebar/useVisibleMenu';
export { ruleAllows, isSupportRole, seesOrganisation } from './accessRules';
export type { Grants } from './accessRules';
