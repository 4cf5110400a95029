import type { CustomerProfile } from '../../../contract/profiles';

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
 * Search by customer name or address, case-insensitive (§5). The address is matched as it is
 * shown, placeholders included, so whatever the user reads in the list finds its profile.
 */
export function matchesProfile(profile: CustomerProfile, query: string, missing: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [profile.customerName, profileAddress(profile, missing)].some((text) => text.toLocaleLowerCase().includes(needle));
}

export function filterProfiles(profiles: readonly CustomerProfile[], query: string, missing: string): CustomerProfile[] {
  return profiles.filter((profile) => matchesProfile(profile, query, missing));
}
