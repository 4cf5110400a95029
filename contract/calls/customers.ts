import { defineCalls } from '../kit/call';
import {
  AuditEntrySchema,
  AuditListRequestSchema,
  CustomerBasicsSchema,
  CustomerInputSchema,
  CustomerListRequestSchema,
  CustomerRecordSchema,
  CustomerUpdateRequestSchema,
  OrganisationRequestSchema,
} from '../schemas/customers';
import { EmptyRequestSchema } from '../schemas/envelope';
import { PageSchema } from '../schemas/lists';

/** Customers (the support role’s organisations, §5) and an organisation’s own Basic setup. */
export const CUSTOMERS_CALLS = defineCalls({
  getBasicSetup: {
    tag: 'organization',
    summary: 'The caller’s organisation',
    request: EmptyRequestSchema,
    response: CustomerRecordSchema,
    access: { anyOf: ['organization.setup'] },
  },
  updateBasicSetup: {
    tag: 'organization',
    summary: 'Changes the caller’s organisation’s name, address and logo (audited); its members’ open tabs follow at once',
    request: CustomerBasicsSchema,
    response: CustomerRecordSchema,
    access: { anyOf: ['organization.setup'] },
  },
  getCustomers: {
    tag: 'customer',
    summary: 'Organisations, one page: search by name or address (§5), sort by name, city, state, zip or creation',
    request: CustomerListRequestSchema,
    response: PageSchema(CustomerRecordSchema),
    access: { anyOf: ['customer.manage'] },
  },
  getCustomer: {
    tag: 'customer',
    summary: 'One organisation with its flags',
    request: OrganisationRequestSchema,
    response: CustomerRecordSchema,
    access: { anyOf: ['customer.manage'] },
  },
  createCustomer: {
    tag: 'customer',
    summary: 'Creates an organisation (audited)',
    request: CustomerInputSchema,
    response: CustomerRecordSchema,
    access: { anyOf: ['customer.manage'] },
  },
  updateCustomer: {
    tag: 'customer',
    summary: 'Changes an organisation’s name, address, logo and flags (audited); its members’ open tabs follow at once',
    request: CustomerUpdateRequestSchema,
    response: CustomerRecordSchema,
    access: { anyOf: ['customer.manage'] },
  },
  getAuditRecords: {
    tag: 'customer',
    summary: 'The administrative changes concerning one organisation, newest first',
    request: AuditListRequestSchema,
    response: PageSchema(AuditEntrySchema),
    access: { anyOf: ['customer.manage'] },
  },
});
