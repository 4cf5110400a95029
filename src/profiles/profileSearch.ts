import type { CustomerProfile } from '../../contract/profiles';

function present(part: string | null | undefined): part is string {
  return typeof part === 'string' && part.trim() !== '';
}

/** City, state, zip with a placeholder for each missing part (§3). */
export function profileAddress(profile: CustomerProfile, missing: string): string {
  return [profile.customerCity, profile.customerState, profile.customerZip]
    .map((part) => (present(part) ? part.trim() : missing))
    .join(', ');
}

/**
 * Search by customer name or address, case-insensitive (§5). Only the parts that exist are
 * searched, so typing the placeholder for a missing part does not match every incomplete address.
 */
export function matchesProfile(profile: CustomerProfile, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  const address = [profile.customerCity, profile.customerState, profile.customerZip].filter(present).join(', ');
  return [profile.customerName, address].some((text) => text.toLocaleLowerCase().includes(needle));
}

export function filterProfiles(profiles: readonly CustomerProfile[], query: string): CustomerProfile[] {
  return profiles.filter((profile) => matchesProfile(profile, query));
}
