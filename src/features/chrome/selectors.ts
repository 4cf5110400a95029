import { MIN_SUPPORTED_WIDTH } from '../../config/constants';
import type { UiState } from './uiSlice';

type WithUi = { ui: UiState };

export const selectWidth = (state: WithUi) => state.ui.width;
/** §5: the minimum supported screen width is 1280 pixels. */
export const selectIsScreenTooNarrow = (state: WithUi) => state.ui.width < MIN_SUPPORTED_WIDTH;
/** §2, §4: the notice shows below 1280 px until closed; it does not block the reduced menu. */
export const selectIsScreenNoticeOpen = (state: WithUi) => selectIsScreenTooNarrow(state) && !state.ui.screenNoticeDismissed;
export const selectColorPreference = (state: WithUi) => state.ui.colorScheme;
export const selectSidebarCollapsed = (state: WithUi) => state.ui.sidebarCollapsed;
export const selectUpdateStatus = (state: WithUi) => state.ui.update;
export const selectIsUpdateReady = (state: WithUi) => state.ui.update !== 'current';
export const selectIsBusy = (state: WithUi) => state.ui.longCalls > 0;
export const selectAppInfo = (state: WithUi) => state.ui.appInfo;
export const selectAnalyticsUrl = (state: WithUi) => state.ui.appInfo.analyticsUrl;
export const selectServerUnreachable = (state: WithUi) => state.ui.unreachable;
