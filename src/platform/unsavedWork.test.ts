import { fakeUploader } from '../testing/fakeUploader';
import type { LocationReader } from './deps';
import { askBeforeUnload, reloadAfterUploads } from './unsavedWork';

const form = { url: '/uploads/', fields: [], file: new Blob(['x']), fileName: 'x.mp4' };

describe('reloads wait for the uploads on their way', () => {
  it('reloads at once with nothing on its way, and only once the last upload ends otherwise', async () => {
    const reloads: (string | undefined)[] = [];
    const location: LocationReader = { pathname: () => '/clips/list', search: () => '', reload: (to) => void reloads.push(to) };
    const store = fakeUploader();
    const guarded = reloadAfterUploads(location, store.uploader);
    guarded.reload('/login');
    await Promise.resolve();
    expect(reloads).toEqual(['/login']);

    const controller = new AbortController();
    void store.uploader.send(form, { signal: controller.signal, onProgress: () => undefined });
    guarded.reload();
    await Promise.resolve();
    expect(reloads).toEqual(['/login']);
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reloads).toEqual(['/login', undefined]);
  });

  it('asks before the tab unloads only while something is on its way', () => {
    const target = new EventTarget() as unknown as Window;
    const onBusy = askBeforeUnload(target);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    onBusy(true);
    expect(unload()).toBe(true);
    onBusy(false);
    expect(unload()).toBe(false);
  });
});
