/** Public surface of the chrome feature: other features and src/app import only from here. */
export { uiReducer, initialUiState } from './uiSlice';
export * from './events';
export * from './selectors';
export { chromeSaga } from './chromeSaga';
export { withSpinner } from './spinner/withSpinner';
export { Footer } from './footer/Footer';
export { PlainLanguageSelect } from './language/PlainLanguageSelect';
export { LanguageMenuItems } from './language/LanguageMenuItems';
export { RouteSpinner } from './spinner/RouteSpinner';
export { Spinner } from './spinner/Spinner';
export { UpdateBanner } from './update/UpdateBanner';
export { ScreenResolutionOverlay } from './screen/ScreenResolutionOverlay';
export { ColorSchemeMenuItems } from './preferences/ColorSchemeMenuItems';
export { ColorSchemeSync } from './preferences/ColorSchemeSync';
export { ServerUnreachableNotice } from './offline/ServerUnreachableNotice';
