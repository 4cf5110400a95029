import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { API_PATHS } from '../../../../../contract/config';
import type { ServiceResponse } from '../../../../../contract/envelope';
import type { Page } from '../../../../../contract/lists';
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
import { callApi } from '../../../../api';
import type { AppDeps } from '../../../../platform/deps';

/** The administration calls of Customers and Basic setup, each through the one request pipeline (callApi). Declared here, in the area's own chunk, not in the shell's src/api. */
type Answer<T> = SagaIterator<ServiceResponse<T> | null>;

/** Administration forms: HTTP 400 answers name the field they concern and come back as their envelope. */
export function* getCustomer(deps: AppDeps, request: OrganisationRequest): Answer<CustomerRecord> {
  return (yield call(callApi, deps, API_PATHS.getCustomer, request)) as ServiceResponse<CustomerRecord> | null;
}

export function* createCustomer(deps: AppDeps, request: CustomerInput): Answer<CustomerRecord> {
  return (yield call(callApi, deps, API_PATHS.createCustomer, request, { formErrors: true })) as ServiceResponse<CustomerRecord> | null;
}

export function* updateCustomer(deps: AppDeps, request: CustomerUpdateRequest): Answer<CustomerRecord> {
  return (yield call(callApi, deps, API_PATHS.updateCustomer, request, { formErrors: true })) as ServiceResponse<CustomerRecord> | null;
}

export function* getAuditRecords(deps: AppDeps, request: AuditListRequest): Answer<Page<AuditEntry>> {
  return (yield call(callApi, deps, API_PATHS.getAuditRecords, request)) as ServiceResponse<Page<AuditEntry>> | null;
}

export function* getBasicSetup(deps: AppDeps): Answer<CustomerRecord> {
  return (yield call(callApi, deps, API_PATHS.getBasicSetup, {})) as ServiceResponse<CustomerRecord> | null;
}

export function* updateBasicSetup(deps: AppDeps, request: CustomerBasics): Answer<CustomerRecord> {
  return (yield call(callApi, deps, API_PATHS.updateBasicSetup, request, { formErrors: true })) as ServiceResponse<CustomerRecord> | null;
}

export function* getStorageUse(deps: AppDeps): Answer<StorageUse> {
  return (yield call(callApi, deps, API_PATHS.getStorageUse, {})) as ServiceResponse<StorageUse> | null;
}
