/** The program id at the end of a review path (`<prefix>/<id>`), or null when it is none. */
export function programIdAt(pathname: string, prefix: string): number | null {
  const rest = pathname.replace(/\/+$/, '').slice(prefix.length + 1);
  if (!pathname.startsWith(`${prefix}/`) || !/^[1-9][0-9]{0,9}$/.test(rest)) return null;
  const id = Number(rest);
  return id <= 2_147_483_647 ? id : null;
}
