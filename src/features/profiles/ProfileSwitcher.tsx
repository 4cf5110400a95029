import { useSelector } from 'react-redux';
import { useInRouterContext } from 'react-router-dom';
import { lazyMuiWhenNeeded } from '../../ui';
import { CustParamWatcher } from './CustParamWatcher';
import { selectIsProfileSelectorShown } from './selectors';

/** The popup's code arrives when the logo first opens it, not with the shell (docs/conventions.md §14). */
const Popup = lazyMuiWhenNeeded(() =>
  import(/* webpackChunkName: "profile-selector" */ './ProfileSelectorPopup').then((module) => module.ProfileSelectorPopup),
);

/** The profile switcher of §2, §4: the ?cust= link watcher, and the selector popup. */
export function ProfileSwitcher() {
  const open = useSelector(selectIsProfileSelectorShown);
  const inRouter = useInRouterContext();
  return (
    <>
      {inRouter && <CustParamWatcher />}
      <Popup needed={open} />
    </>
  );
}
