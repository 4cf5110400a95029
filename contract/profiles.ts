/** A customer profile as the switcher shows it (§3). */
export interface CustomerProfile {
  customerID: number;
  customerName: string;
  customerLogoAddnl: string | null;
  customerCity: string | null;
  customerState: string | null;
  customerZip: string | null;
  sequence: number;
  isLocked: boolean;
  customerDefaultLogin: boolean;
}

/** getCustomerProfiles answers a map keyed by customer id (§7). */
export type CustomerProfileMap = Record<string, CustomerProfile>;
