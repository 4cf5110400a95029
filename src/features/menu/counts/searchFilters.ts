import type { SearchFilterSet, SearchFilters } from '../../../../contract/counts';

/**
 * The filters and grid columns of the Files and Footage lists when the server sends none, or an
 * incomplete set (§3: "a default applies"; its content is not shown). These are the
 * product's standard sets, the same the server seeds for organisations without their own.
 */
export const DEFAULT_SEARCH_FILTERS: SearchFilters = {
  files: {
    filterList: ['All files', 'Images', 'Documents', 'Audio', 'Shared with me'],
    gridColumnsList: ['Name', 'Type', 'Size', 'Uploaded by', 'Uploaded on'],
  },
  footage: {
    filterList: ['All footage', 'Recorded by me', 'Uploaded', 'Shared with me', 'Favourites'],
    gridColumnsList: ['Thumbnail', 'Title', 'Duration', 'Recorded by', 'Recorded on', 'Tags'],
  },
};

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string');

function filterSet(received: unknown, fallback: SearchFilterSet): SearchFilterSet {
  const set = (received ?? {}) as Partial<Record<keyof SearchFilterSet, unknown>>;
  return {
    filterList: isStringList(set.filterList) ? set.filterList : fallback.filterList,
    gridColumnsList: isStringList(set.gridColumnsList) ? set.gridColumnsList : fallback.gridColumnsList,
  };
}

/** Each entry (files, footage) and each list in it falls back to the default on its own. */
export function normaliseSearchFilters(received: unknown): SearchFilters {
  const filters = (received && typeof received === 'object' ? received : {}) as Partial<Record<keyof SearchFilters, unknown>>;
  return {
    files: filterSet(filters.files, DEFAULT_SEARCH_FILTERS.files),
    footage: filterSet(filters.footage, DEFAULT_SEARCH_FILTERS.footage),
  };
}
