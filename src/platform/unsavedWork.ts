import type { LocationReader, Uploader } from './deps';

/**
 * The one place where uploads meet page reloads: every reload the app makes (a session ending,
 * logout, an accepted update, a failed chunk) goes through deps.location.reload, and waits here
 * until the uploads on their way are stored, failed or cancelled — a reload would cut them off.
 * The upload panel shows them meanwhile, each with its cancel button.
 */
export function reloadAfterUploads(location: LocationReader, uploader: Uploader): LocationReader {
  return {
    pathname: () => location.pathname(),
    search: () => location.search(),
    reload(to) {
      void uploader.whenIdle().then(() => location.reload(to));
    },
  };
}

/** While uploads are on their way, the browser asks before the tab closes or navigates off the app. */
export function askBeforeUnload(target: Pick<Window, 'addEventListener' | 'removeEventListener'>) {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Chromium before 119 and Safari want returnValue set.
    event.returnValue = '';
  };
  return (busy: boolean) => {
    if (busy) target.addEventListener('beforeunload', onBeforeUnload);
    else target.removeEventListener('beforeunload', onBeforeUnload);
  };
}
