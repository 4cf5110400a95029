import type { MediaItem, MediaKind, MediaListRequest } from '../../../../../contract/media';
import { formatBytes } from '../../uploading/formatBytes';
import { formatDuration } from './playable';

/** A column of the organisation's gridColumnsList (§3 searchFilters) this list can fill. */
interface MediaColumn {
  id: string;
  labelKey: string;
  sortKey?: MediaListRequest['sort'];
  align?: 'right';
  value: (item: MediaItem, language: string) => string;
}

const dateOf = (item: MediaItem, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(item.createdAt));

const name: Omit<MediaColumn, 'labelKey'> = { id: 'name', sortKey: 'name', value: (item) => item.name };
const owner: Omit<MediaColumn, 'labelKey'> = { id: 'owner', sortKey: 'owner', value: (item) => item.ownerName ?? '—' };
const created: Omit<MediaColumn, 'labelKey'> = { id: 'createdAt', sortKey: 'createdAt', value: dateOf };

const durationOf = (item: MediaItem) => (item.durationSeconds === null ? '' : formatDuration(item.durationSeconds));
const thumbnail: MediaColumn = { id: 'thumbnail', labelKey: 'create.media.column.thumbnail', value: () => '' };
/** Duration and dimensions, each where known (an image has no duration, audio no dimensions). */
const details: Omit<MediaColumn, 'labelKey'> = { id: 'details', value: durationOf };

/**
 * The column names of §3 searchFilters to the list's columns. Names the list cannot fill yet
 * (Tags: nothing records them for an uploaded object) are left out.
 */
const BY_NAME: Record<string, MediaColumn> = {
  Thumbnail: thumbnail,
  Duration: { ...details, labelKey: 'create.media.column.duration' },
  Name: { ...name, labelKey: 'create.media.column.name' },
  Title: { ...name, labelKey: 'create.media.column.title' },
  Type: { id: 'type', sortKey: 'type', labelKey: 'create.media.column.type', value: (item) => item.contentType },
  Size: { id: 'size', sortKey: 'size', align: 'right', labelKey: 'create.media.column.size', value: (item) => formatBytes(item.size) },
  'Uploaded by': { ...owner, labelKey: 'create.media.column.uploadedBy' },
  'Recorded by': { ...owner, labelKey: 'create.media.column.recordedBy' },
  'Uploaded on': { ...created, labelKey: 'create.media.column.uploadedOn' },
  'Recorded on': { ...created, labelKey: 'create.media.column.recordedOn' },
};

export function mediaColumnsOf(gridColumns: readonly string[], kind: MediaKind): MediaColumn[] {
  const columns = gridColumns.flatMap((column) => BY_NAME[column] ?? []);
  // The name is what a row is opened and deleted by: never without it.
  if (!columns.some((column) => column.id === 'name')) columns.unshift(BY_NAME[kind === 'footage' ? 'Title' : 'Name'] as MediaColumn);
  // What processing made of an item shows in every list: its poster and its duration or size.
  if (!columns.some((column) => column.id === 'thumbnail')) columns.unshift(thumbnail);
  if (!columns.some((column) => column.id === 'details')) {
    const at = columns.findIndex((column) => column.id === 'name') + 1;
    columns.splice(at, 0, { ...details, labelKey: kind === 'footage' ? 'create.media.column.duration' : 'create.media.column.details' });
  }
  if (kind === 'footage' && !columns.some((column) => column.id === 'size')) columns.push(BY_NAME.Size as MediaColumn);
  return columns;
}

/** What a filter of §3 searchFilters asks of the list; filters it cannot apply yet are not offered. */
const FILTERS: Record<string, Pick<MediaListRequest, 'mine' | 'contentType'>> = {
  'All files': {},
  'All footage': {},
  Uploaded: {},
  Images: { contentType: 'image/' },
  Documents: { contentType: 'application/' },
  Audio: { contentType: 'audio/' },
  'Recorded by me': { mine: true },
  'Uploaded by me': { mine: true },
};

export const mediaFiltersOf = (filterList: readonly string[]) => filterList.filter((filter) => filter in FILTERS);
export const filterRequest = (filter: string): Pick<MediaListRequest, 'mine' | 'contentType'> => FILTERS[filter] ?? {};
