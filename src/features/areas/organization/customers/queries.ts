import { callRef } from '../../../../../contract/kit/callRef';
import { listQueryOf, mutationOf, queryApi, queryOf } from '../../../../api/query';

const changesCustomers = { formErrors: true, invalidatesTags: ['Customers', 'Audit'] } as const;

/**
 * The calls of Customers and Basic setup, in the area's own chunk. The forms' HTTP 400 answers
 * name the field they concern and come back as the form's refusal (formErrors).
 */
export const customerQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: listQueryOf(build, callRef('getCustomers'), 'Customers'),
    // A form's own record is read on arrival only: a save answers it, and a refetch would overwrite typing.
    getCustomer: queryOf(build, callRef('getCustomer')),
    createCustomer: mutationOf(build, callRef('createCustomer'), changesCustomers),
    updateCustomer: mutationOf(build, callRef('updateCustomer'), changesCustomers),
    getAuditRecords: queryOf(build, callRef('getAuditRecords'), { providesTags: ['Audit'] }),
    getBasicSetup: queryOf(build, callRef('getBasicSetup')),
    getStorageUse: queryOf(build, callRef('getStorageUse')),
    updateBasicSetup: mutationOf(build, callRef('updateBasicSetup'), changesCustomers),
  }),
});
