import { callRef } from '../../../../../../contract/kit/callRef';
import { endpoints } from '../../../../../api';

/** Adds or replaces the item's track of a language; a refused text comes back as its envelope, for the editor to tell. */
export const uploadCaption = endpoints.serviceCall(callRef('uploadCaption'), { formErrors: true });

/** A track's WebVTT from the CDN, with the signed cookies; null when it cannot be read. */
export async function fetchCaptionText(url: string): Promise<string | null> {
  try {
    const answer = await fetch(url, { credentials: 'include', cache: 'no-cache' });
    return answer.ok ? await answer.text() : null;
  } catch {
    return null;
  }
}
