import type { DirectoryListRequest, DirectoryPerson } from './schemas/directory';

export type { DirectoryListRequest, DirectoryPerson };

/** How the directory sorts: by name, or by the highest role held. */
export const DIRECTORY_SORT_KEYS = ['name', 'role'] as const;
export type DirectorySortKey = (typeof DIRECTORY_SORT_KEYS)[number];
