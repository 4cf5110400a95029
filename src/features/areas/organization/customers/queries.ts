import { API_PATHS } from '../../../../../contract/config';
import type { CustomerRecord } from '../../../../../contract/customers';
import { listQuery, queryApi, type ListArgs, type Page } from '../../../../api/query';

/** The organisations' calls of §2 Organization. */
export const customerQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<Page<CustomerRecord>, ListArgs>(listQuery(API_PATHS.getCustomers, 'Customers')),
  }),
});
