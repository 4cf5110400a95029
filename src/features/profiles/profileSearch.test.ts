import fc from 'fast-check';
import { filterProfiles, matchesProfile, profileAddress } from './profileSearch';
import { ACME_EAST, ACME_MEDIA, ACME_WEST, INITECH, profileOf } from './testing/fixtures';

const all = [ACME_MEDIA, ACME_WEST, INITECH, ACME_EAST].map(profileOf);
const names = (query: string) => filterProfiles(all, query, 'N/A').map((p) => p.customerName);

test('the address reads city, state, zip with N/A for each missing part (§3)', () => {
  expect(profileAddress(profileOf(ACME_MEDIA), 'N/A')).toBe('Austin, TX, 78701');
  expect(profileAddress(profileOf(ACME_WEST), 'N/A')).toBe('Denver, CO, N/A');
  expect(profileAddress(profileOf({ ...ACME_EAST, state: '  ' }), 'N/A')).toBe('N/A, N/A, 10001');
});

test('search matches name or address, case-insensitive (§5)', () => {
  expect(names('acme w')).toEqual(['Acme West']);
  expect(names('DENVER')).toEqual(['Acme West']);
  expect(names('78701')).toEqual(['Acme Media']);
  expect(names('ma')).toEqual(['Initech']);
  expect(names('Acme')).toEqual(['Acme Media', 'Acme West', 'Acme East']);
  expect(names('  ')).toHaveLength(4);
  expect(names('Denver, CO, N/A')).toEqual(['Acme West']);
  expect(names('co, n/a')).toEqual(['Acme West']);
});

test('every profile is found by the address it shows, in any language', () => {
  for (const profile of all) {
    for (const missing of ['N/A', 'N/D', 'n. d.']) {
      expect(filterProfiles(all, profileAddress(profile, missing), missing)).toContain(profile);
    }
  }
});

test('every profile is found by its own name in any case', () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .&-]{0,30}$/), fc.boolean(), (name, upper) => {
      const profile = { ...profileOf(ACME_MEDIA), customerName: name };
      return matchesProfile(profile, upper ? name.toUpperCase() : name.toLowerCase(), 'N/A');
    }),
  );
});
