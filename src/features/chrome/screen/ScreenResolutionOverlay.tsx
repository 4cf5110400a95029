import { useSelector } from 'react-redux';
import { lazyMuiWhenNeeded } from '../../../ui';
import { selectIsScreenNoticeOpen } from '../selectors';

const Dialog = lazyMuiWhenNeeded(() =>
  import(/* webpackChunkName: "screen-resolution" */ './ScreenResolutionDialog').then((module) => module.ScreenResolutionDialog),
);

/** §2, §4 screen-resolution dialog, downloaded only once a window is too narrow. */
export function ScreenResolutionOverlay() {
  return <Dialog needed={useSelector(selectIsScreenNoticeOpen)} />;
}
