/**
 * COOKIE_DOMAIN: the domain the signed CDN cookies are set for (§3, §9), so a CDN on a sibling
 * host (cdn.example.org beside app.example.org, domain example.org) receives them. Unset, the
 * cookies stay host-only, which serves the embedded CDN under this server's own address.
 */
export function cookieDomain(
  raw: string | undefined,
  hosts: { publicUrl: string; cdnUrl: string | null },
  problems: string[],
): string | null {
  const value = (raw ?? '').trim().toLowerCase().replace(/^\./, '');
  if (value === '') return null;
  // Two labels at least: a browser refuses a cookie for a top-level domain anyway.
  if (!/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/.test(value)) {
    problems.push(`COOKIE_DOMAIN must be a domain name such as example.org (got '${raw}')`);
    return null;
  }
  const covers = (url: string) => {
    const host = new URL(url).hostname;
    return host === value || host.endsWith(`.${value}`);
  };
  // A browser ignores a cookie whose domain does not cover the page that sets it.
  if (!covers(hosts.publicUrl)) problems.push(`COOKIE_DOMAIN '${value}' must cover the host of PUBLIC_URL (${hosts.publicUrl})`);
  if (hosts.cdnUrl !== null && !covers(hosts.cdnUrl))
    problems.push(`COOKIE_DOMAIN '${value}' must cover the host of CDN_URL (${hosts.cdnUrl})`);
  return value;
}
