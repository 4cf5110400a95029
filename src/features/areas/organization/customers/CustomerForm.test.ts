import type { CustomerRecord } from '../../../../../contract/customers';
import { inputOf, valuesOf } from './CustomerForm';

test('a loaded record becomes form values and back without its read-only fields', () => {
  const record: CustomerRecord = {
    organisationId: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    members: 4,
    name: 'Acme Media',
    city: null,
    state: 'TX',
    zip: '78701',
    logoUrl: null,
    allowZoomIntegration: true,
    allowYoutubeIntegration: false,
    youTubeIntegrated: false,
    storyboardEnabled: true,
    campaignManagerEnabled: false,
    proEditVendor: false,
    hideOrganisation: true,
  };
  const input = inputOf(valuesOf(record));
  expect(input).toEqual({
    name: 'Acme Media',
    city: null,
    state: 'TX',
    zip: '78701',
    logoUrl: null,
    allowZoomIntegration: true,
    allowYoutubeIntegration: false,
    youTubeIntegrated: false,
    storyboardEnabled: true,
    campaignManagerEnabled: false,
    proEditVendor: false,
    hideOrganisation: true,
  });
});
