import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { API_PATHS } from '../../../../../../contract/config';
import type { ServiceResponse } from '../../../../../../contract/envelope';
import type { CaptionsResponse, UploadCaptionRequest } from '../../../../../../contract/media';
import { callApi } from '../../../../../api';
import type { AppDeps } from '../../../../../platform/deps';

/** Adds or replaces the item's track of a language; a refused text comes back as its envelope, for the editor to tell. */
export function* uploadCaption(deps: AppDeps, request: UploadCaptionRequest): SagaIterator<ServiceResponse<CaptionsResponse> | null> {
  return (yield call(callApi, deps, API_PATHS.uploadCaption, request, { formErrors: true })) as ServiceResponse<CaptionsResponse> | null;
}

/** A track's WebVTT from the CDN, with the signed cookies; null when it cannot be read. */
export async function fetchCaptionText(url: string): Promise<string | null> {
  try {
    const answer = await fetch(url, { credentials: 'include', cache: 'no-cache' });
    return answer.ok ? await answer.text() : null;
  } catch {
    return null;
  }
}
