/**
 * The files being uploaded, by upload id. A File is not serialisable, so it never enters the
 * store or an action: the page puts it here and the saga reads it from here; it leaves when
 * its upload is stored or cleared.
 */
const shelf = new Map<string, File | (Blob & { name: string })>();

export type ShelvedFile = File | (Blob & { name: string });

export const fileShelf = {
  put: (id: string, file: ShelvedFile) => void shelf.set(id, file),
  get: (id: string): ShelvedFile | undefined => shelf.get(id),
  remove: (id: string) => void shelf.delete(id),
};
