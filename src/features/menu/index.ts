/** Public surface of the menu feature: other features and src/app import only from here. */
export {
  countsReceived,
  countsReducer,
  liveCountsReceived,
  liveStreamChanged,
  selectCounts,
  selectSearchFilters,
} from './counts/countsSlice';
export { menuSaga } from './menuSaga';
export { analyticsLandingOpened } from './events';
export { takeHandoffFragment } from './analytics/handoffFragment';
export { isRouteAllowed } from './routeAccess';
export { Sidebar } from './sidebar/Sidebar';
export { DEFAULT_LOGO_URL } from './sidebar/CustomerLogo';
export { useFlyoutWidth } from './sidebar/useSidebarLayout';
export { RouteGuard } from './guard/RouteGuard';
export { useVisibleMenu } from './sidebar/useVisibleMenu';
export { ruleAllows } from './accessRules';
