import { RenditionList } from './renditions';

test('the list is indexed and iterable, selection reaches the stream and is announced', () => {
  const chosen: number[] = [];
  const events: string[] = [];
  const list = new RenditionList((index) => chosen.push(index));
  list.addEventListener('addrendition', () => events.push('add'));
  list.addEventListener('change', () => events.push('change'));
  list.replace([
    { id: '0', width: 640, height: 360, bitrate: 800_000 },
    { id: '1', width: 1280, height: 720, bitrate: 2_800_000 },
  ]);
  expect([...list].map((rendition) => rendition.height)).toEqual([360, 720]);
  expect(list[1]?.id).toBe('1');
  expect(list.selectedIndex).toBe(-1);
  list.selectedIndex = 1;
  list.selectedIndex = 1;
  list.selectedIndex = -1;
  expect(chosen).toEqual([1, -1]);
  expect(events).toEqual(['add', 'change', 'change']);
});

test('replacing the levels drops the old ones and returns to Auto', () => {
  const list = new RenditionList(() => undefined);
  list.replace([
    { id: '0', width: 640, height: 360, bitrate: 1 },
    { id: '1', width: 1280, height: 720, bitrate: 2 },
  ]);
  list.selectedIndex = 0;
  list.replace([{ id: '0', width: 1920, height: 1080, bitrate: 3 }]);
  expect(list.length).toBe(1);
  expect(list[1]).toBeUndefined();
  expect(list.selectedIndex).toBe(-1);
});
