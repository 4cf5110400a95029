/**
 * RTK Query over the one request pipeline. Not exported through src/api/index.ts: it loads with
 * the signed-in shell's chunk and the areas', so /login carries none of it (bundle budget).
 */
export { callApiBaseQuery, failureOf, type ApiFailure, type QueryExtra, type RunSaga, type ServiceCall } from './baseQuery';
export { listQueryOf, mutationOf, queryOf, type Build, type EndpointOptions } from './callQuery';
export { listQuery, queryApi, QUERY_TAGS, type ListArgs, type Page, type QueryTag } from './queryApi';
