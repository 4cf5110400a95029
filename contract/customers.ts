import type { CustomerFlags } from './token';

import type {
  AuditEntry,
  AuditListRequest,
  CustomerBasics,
  CustomerInput,
  CustomerListRequest,
  CustomerRecord,
  CustomerUpdateRequest,
  OrganisationRequest,
} from './schemas/customers';

export type {
  AuditEntry,
  AuditListRequest,
  CustomerBasics,
  CustomerInput,
  CustomerListRequest,
  CustomerRecord,
  CustomerUpdateRequest,
  OrganisationRequest,
};

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

export type CustomerSortKey = 'name' | 'city' | 'state' | 'zip' | 'createdAt';
export const CUSTOMER_SORT_KEYS = ['name', 'city', 'state', 'zip', 'createdAt'] as const satisfies readonly CustomerSortKey[];
