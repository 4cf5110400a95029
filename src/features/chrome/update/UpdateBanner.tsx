import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { lazyMuiWhenNeeded } from '../../../ui';
import { updateAccepted } from '../events';
import { selectUpdateStatus } from '../selectors';
import { trackDirtyForms, type DirtyFormTracker } from './dirtyForms';

/** The banner's code arrives with the first new version, not with every page. */
const View = lazyMuiWhenNeeded(() =>
  import(/* webpackChunkName: "update-banner" */ './UpdateBannerView').then((module) => module.UpdateBannerView),
);

/**
 * §4: when a new version is ready a banner appears; clicking it activates it and reloads.
 * Unsaved input is watched from the start, so the banner can ask before a reload loses it.
 */
export function UpdateBanner() {
  const dispatch = useDispatch();
  const status = useSelector(selectUpdateStatus);
  const [confirming, setConfirming] = useState(false);
  const tracker = useRef<DirtyFormTracker | null>(null);

  useEffect(() => {
    tracker.current = trackDirtyForms(document);
    return () => tracker.current?.dispose();
  }, []);

  const accept = () => {
    setConfirming(false);
    dispatch(updateAccepted());
  };
  const onReload = () => (tracker.current?.isDirty() ? setConfirming(true) : accept());

  return (
    <View
      needed={status !== 'current'}
      status={status}
      confirming={confirming}
      onReload={onReload}
      onCancel={() => setConfirming(false)}
      onConfirm={accept}
    />
  );
}
