import type { PageRequest } from './lists';
import type { CustomerFlags } from './token';

/** Every flag of §3 an organisation has (CustomerFlags, contract/token.ts). */
export const CUSTOMER_FLAGS = [
  'allowZoomIntegration',
  'allowYoutubeIntegration',
  'youTubeIntegrated',
  'storyboardEnabled',
  'campaignManagerEnabled',
  'proEditVendor',
  'hideOrganisation',
] as const satisfies readonly (keyof CustomerFlags)[];

/** An organisation's name, address and logo: what its own managers may change (Basic setup). */
export interface CustomerBasics {
  name: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** A site path (/assets/…) or an https address; null: the default logo. */
  logoUrl: string | null;
}

export interface CustomerRecord extends CustomerBasics, CustomerFlags {
  /** Named organisationId, not customerId: customerId in a request means "the caller's current one" (§8 409). */
  organisationId: number;
  createdAt: string;
  members: number;
}

export type CustomerSortKey = 'name' | 'city' | 'state' | 'zip' | 'createdAt';
export const CUSTOMER_SORT_KEYS = ['name', 'city', 'state', 'zip', 'createdAt'] as const satisfies readonly CustomerSortKey[];

export type CustomerListRequest = PageRequest<CustomerSortKey>;

export type CustomerInput = CustomerBasics & CustomerFlags;

export interface CustomerUpdateRequest extends CustomerInput {
  organisationId: number;
}

export interface OrganisationRequest {
  organisationId: number;
}

/** One administrative change (who, what, when, before and after). */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditListRequest extends OrganisationRequest {
  page: number;
  pageSize: number;
}
