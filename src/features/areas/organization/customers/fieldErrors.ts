/**
 * The server's validation answer ("body/clientRequest/logoUrl must match pattern …, …", see
 * fieldMessage in server/app.ts) split by the field it names, so each message shows under its
 * field (§ forms: validation from the server, in the field it concerns). Messages naming no
 * known field come back under null.
 */
export function fieldErrors<F extends string>(message: string, fields: readonly F[]): Map<F | null, string> {
  const found = new Map<F | null, string>();
  for (const part of message.split(/, (?=body\/)/)) {
    const match = /^body\/clientRequest\/(\w+)\s+(.*)$/s.exec(part);
    const field = match && (fields as readonly string[]).includes(match[1]!) ? (match[1] as F) : null;
    if (!found.has(field)) found.set(field, match && field !== null ? match[2]! : part);
  }
  return found;
}
