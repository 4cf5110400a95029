import { API_PATHS } from '../../../../../contract/config';
import type {
  AuditEntry,
  AuditListRequest,
  CustomerBasics,
  CustomerInput,
  CustomerRecord,
  CustomerUpdateRequest,
  OrganisationRequest,
} from '../../../../../contract/customers';
import type { StorageUse } from '../../../../../contract/media';
import { formCall, listQuery, queryApi, toPath, type ListArgs, type Page } from '../../../../api/query';

/**
 * The calls of Customers and Basic setup, in the area's own chunk. The forms' HTTP 400 answers
 * name the field they concern and come back as the form's refusal (formErrors).
 */
export const customerQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<Page<CustomerRecord>, ListArgs>(listQuery(API_PATHS.getCustomers, 'Customers')),
    // A form's own record is read on arrival only: a save answers it, and a refetch would overwrite typing.
    getCustomer: build.query<CustomerRecord, OrganisationRequest>({ query: toPath(API_PATHS.getCustomer) }),
    createCustomer: build.mutation<CustomerRecord, CustomerInput>({
      query: formCall(API_PATHS.createCustomer),
      invalidatesTags: ['Customers', 'Audit'],
    }),
    updateCustomer: build.mutation<CustomerRecord, CustomerUpdateRequest>({
      query: formCall(API_PATHS.updateCustomer),
      invalidatesTags: ['Customers', 'Audit'],
    }),
    getAuditRecords: build.query<Page<AuditEntry>, AuditListRequest>({ query: toPath(API_PATHS.getAuditRecords), providesTags: ['Audit'] }),
    getBasicSetup: build.query<CustomerRecord, void>({ query: () => ({ path: API_PATHS.getBasicSetup }) }),
    getStorageUse: build.query<StorageUse, void>({ query: () => ({ path: API_PATHS.getStorageUse }) }),
    updateBasicSetup: build.mutation<CustomerRecord, CustomerBasics>({
      query: formCall(API_PATHS.updateBasicSetup),
      invalidatesTags: ['Customers', 'Audit'],
    }),
  }),
});
