/** A new item's id: unique within its edit, kept through reorders (contract/schemas/programEdit.ts). */
export function newItemId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
