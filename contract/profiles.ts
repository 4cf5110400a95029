/** A customer profile as the switcher shows it (§3); getCustomerProfiles answers a map keyed by customer id (§7). */
import type { CustomerProfile, CustomerProfileMap } from './schemas/profiles';

export type { CustomerProfile, CustomerProfileMap };
