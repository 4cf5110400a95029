import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { API_PATHS, TOKEN_EXCHANGE, USER_ADMIN_PATHS } from '../../contract';
import { isOutdatedClient } from '../version';
import { PROGRAMS_CALLS, PUBLISHING_CALLS, REVIEW_CALLS } from '../../contract/calls';

/**
 * Malformed requests for every POST route: a valid request with at least one defect, so the
 * right answer is always a refusal. Each names its defect, so a test can show it tried them all.
 */
export type Defect =
  | 'broken body'
  | 'wrong content type'
  | 'not an object'
  | 'missing field'
  | 'extra field'
  | 'wrong type'
  | 'huge value'
  | 'repeated field'
  | 'bad token'
  | 'bad customer header'
  | 'old web version'
  | 'control character';

/** 'public': the account calls beside /login, in the envelope but without a token. */
export type Family = 'oauth' | 'service' | 'public';
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = string[];

export interface PostRoute {
  url: string;
  family: Family;
  /** A well-formed body (never sent as is: it may be a valid request that writes). */
  base: { [key: string]: Json };
  required: Path[];
  /** Leaves with a length or range limit, and how to break it. */
  limited: Path[];
  form: boolean;
}

const service = (url: string, clientRequest: { [key: string]: Json }, required: Path[], limited: Path[] = []): PostRoute => ({
  url,
  family: 'service',
  base: { clientRequest },
  required: [['clientRequest'], ...required.map((path) => ['clientRequest', ...path])],
  limited: limited.map((path) => ['clientRequest', ...path]),
  form: false,
});

const publicCall = (url: string, clientRequest: { [key: string]: Json }, required: Path[], limited: Path[] = []): PostRoute => ({
  ...service(url, clientRequest, required, limited),
  family: 'public',
});

const CLIENT_DETAILS = {
  browserName: 'Chromium',
  browserVersion: '140',
  operatingSystem: 'Linux',
  geoLocation: { latitude: 1, longitude: 2 },
};

const FUZZ_CUSTOMER = {
  name: 'Fuzz Org',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  logoUrl: '/assets/logos/acme.svg',
  allowZoomIntegration: false,
  allowYoutubeIntegration: false,
  youTubeIntegrated: false,
  storyboardEnabled: true,
  campaignManagerEnabled: false,
  proEditVendor: false,
  hideOrganisation: false,
};

export function postRoutes(customerUserId: number): PostRoute[] {
  return [
    service(API_PATHS.getCustomerProfiles, {}, []),
    service(API_PATHS.getUploadSignature, { purpose: 'file', contentType: 'application/pdf' }, [], [['contentType']]),
    service(API_PATHS.getMenuNotificationCount, { customerUserId }, [['customerUserId']], [['customerUserId']]),
    service(
      API_PATHS.getRolePermissions,
      { isLoggedInFromMobile: false, clientDetails: CLIENT_DETAILS },
      [['isLoggedInFromMobile'], ['clientDetails'], ['clientDetails', 'browserName'], ['clientDetails', 'operatingSystem']],
      [
        ['clientDetails', 'browserName'],
        ['clientDetails', 'browserVersion'],
        ['clientDetails', 'geoLocation', 'latitude'],
      ],
    ),
    // A wrong current password: even the unbroken request changes nothing.
    service(
      API_PATHS.changePassword,
      { currentPassword: 'Not-the-password-1', newPassword: 'Fuzz-Password-2027!' },
      [['currentPassword'], ['newPassword']],
      [['currentPassword'], ['newPassword']],
    ),
    service(
      API_PATHS.inviteUser,
      { email: 'fuzz@acme.test', displayName: 'Fuzz', roleIds: [1432, 1232], language: 'en' },
      [['email'], ['displayName'], ['roleIds']],
      [['email'], ['displayName']],
    ),
    service(API_PATHS.acceptInvitation, { token: 'C'.repeat(43) }, [['token']], [['token']]),
    service(API_PATHS.getEmailLayouts, {}, []),
    service(API_PATHS.getEmailOutbox, {}, []),
    publicCall(API_PATHS.forgotPassword, { username: 'nobody@fuzz.test', language: 'en' }, [['username']], [['username']]),
    publicCall(API_PATHS.checkAccountLink, { token: 'C'.repeat(43) }, [['token']], [['token']]),
    publicCall(API_PATHS.joinWithLink, { token: 'C'.repeat(43) }, [['token']], [['token']]),
    publicCall(
      API_PATHS.setPassword,
      { token: 'D'.repeat(43), password: 'Fuzz-Password-2027!', language: 'fr' },
      [['token'], ['password']],
      [['token'], ['password']],
    ),
    service(API_PATHS.markProgramViewed, { programId: 1 }, [['programId']], [['programId']]),
    service(
      API_PATHS.completeRecordingTask,
      { taskId: 1, clipKey: 'customers/1/uploads/none' },
      [['taskId'], ['clipKey']],
      [['taskId'], ['clipKey']],
    ),
    service(API_PATHS.getSignInActivity, {}, []),
    service(API_PATHS.getActiveSignIns, {}, []),
    // No login has this id: even the unbroken request ends nothing.
    service(API_PATHS.endSignIn, { sessionId: '00000000-0000-4000-8000-000000000000' }, [['sessionId']], [['sessionId']]),
    service(API_PATHS.endOtherSignIns, {}, []),
    service(
      API_PATHS.getCustomers,
      { page: 1, pageSize: 25, sort: 'name', direction: 'asc', search: 'acme' },
      [['page'], ['sort']],
      [['pageSize'], ['search']],
    ),
    service(API_PATHS.getCustomer, { organisationId: 1 }, [['organisationId']], [['organisationId']]),
    // A blank name, refused after validation: a defect that leaves the request valid (null for a
    // nullable address or logo) still creates nothing.
    service(
      API_PATHS.createCustomer,
      { ...FUZZ_CUSTOMER, name: '   ' },
      [['name'], ['storyboardEnabled']],
      [['name'], ['zip'], ['logoUrl']],
    ),
    // No organisation has this id: even the unbroken request changes nothing.
    service(API_PATHS.updateCustomer, { ...FUZZ_CUSTOMER, organisationId: 99999 }, [['organisationId'], ['hideOrganisation']], [['city']]),
    service(API_PATHS.getBasicSetup, {}, []),
    service(API_PATHS.getStorageUse, {}, []),
    service(
      API_PATHS.updateBasicSetup,
      { name: 'Fuzz Org', city: null, state: null, zip: null, logoUrl: null },
      [['name'], ['logoUrl']],
      [['name'], ['state']],
    ),
    service(API_PATHS.getAuditRecords, { organisationId: 1, page: 1, pageSize: 10 }, [['organisationId']], [['pageSize']]),
    ...[API_PATHS.listFootage, API_PATHS.listFiles].map((url) =>
      service(
        url,
        { page: 1, pageSize: 25, sort: 'createdAt', direction: 'desc', search: 'clip', contentType: 'video/' },
        [['page'], ['pageSize'], ['sort'], ['direction']],
        [['pageSize'], ['search'], ['contentType']],
      ),
    ),
    service(
      API_PATHS.listDirectory,
      { page: 1, pageSize: 25, sort: 'name', direction: 'asc', search: 'acme', roleId: 1232 },
      [['page'], ['sort']],
      [['pageSize'], ['search']],
    ),
    service(API_PATHS.deleteMedia, { key: 'customers/1/uploads/none' }, [['key']], [['key']]),
    // No item has this key: even the unbroken requests change nothing.
    service(
      API_PATHS.uploadCaption,
      { key: 'customers/1/uploads/none', language: 'en', label: 'English', content: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n' },
      [['key'], ['language'], ['content']],
      [['key'], ['label']],
    ),
    service(API_PATHS.listCaptions, { key: 'customers/1/uploads/none' }, [['key']], [['key']]),
    service(API_PATHS.deleteCaption, { key: 'customers/1/uploads/none', language: 'en' }, [['key'], ['language']], [['key']]),
    service(API_PATHS.getUserProfile, { userId: 1 }, [['userId']], [['userId']]),
    // No user has this id: even the unbroken request changes nothing.
    service(
      API_PATHS.updateUserProfile,
      { userId: 99999, name: 'Fuzz Name', pictureKey: null },
      [['userId'], ['name']],
      [['userId'], ['name'], ['pictureKey']],
    ),
    service(
      USER_ADMIN_PATHS.listUsers,
      { page: 1, pageSize: 25, sort: 'username', direction: 'asc', search: 'acme', organisationId: 1 },
      [['page'], ['sort']],
      [['pageSize'], ['search'], ['organisationId']],
    ),
    service(USER_ADMIN_PATHS.getUser, { userId: 1 }, [['userId']], [['userId']]),
    // A taken username: even the unbroken request creates nothing.
    service(
      USER_ADMIN_PATHS.createUser,
      { username: 'manager@acme.test', displayName: 'Fuzz', organisationId: 1, roleIds: [1432] },
      [['username'], ['displayName'], ['roleIds']],
      [['username'], ['displayName'], ['organisationId']],
    ),
    // No user has this id: even the unbroken requests change nothing.
    service(
      USER_ADMIN_PATHS.saveMembership,
      { userId: 99999, organisationId: 1, roleIds: [1432], isDefaultLogin: false, sequence: 1 },
      [['userId'], ['organisationId'], ['roleIds'], ['isDefaultLogin'], ['sequence']],
      [['userId'], ['sequence']],
    ),
    service(USER_ADMIN_PATHS.removeMembership, { userId: 99999, organisationId: 1 }, [['userId'], ['organisationId']], [['userId']]),
    service(
      USER_ADMIN_PATHS.setMembershipLock,
      { userId: 99999, organisationId: 1, locked: true },
      [['userId'], ['organisationId'], ['locked']],
      [['organisationId']],
    ),
    service(USER_ADMIN_PATHS.setUserActive, { userId: 99999, active: false }, [['userId'], ['active']], [['userId']]),
    service(USER_ADMIN_PATHS.getRoleMatrix, {}, []),
    service(
      USER_ADMIN_PATHS.setRolePermission,
      { roleId: 1232, permission: 'file.manage', granted: false },
      [['roleId'], ['permission'], ['granted']],
      [['roleId'], ['permission']],
    ),
    service(
      API_PATHS.listInboxPrograms,
      { view: 'notViewed', page: 1, pageSize: 25, sort: 'sharedAt', direction: 'desc', search: 'welcome' },
      [['view'], ['page'], ['pageSize'], ['sort'], ['direction']],
      // Not page: 1000 (one of the out-of-range numbers) is a page a long list has.
      [['pageSize'], ['search']],
    ),
    service(API_PATHS.getInboxProgram, { programId: 1 }, [['programId']], [['programId']]),
    // No program has this id: even the unbroken request renders nothing.
    service('/rest/secure/service/renderProgram', { programId: 99999, revision: 0 }, [['programId'], ['revision']], [['programId']]),
    service(
      API_PATHS.listFollowedChannels,
      { page: 1, pageSize: 25, sort: 'name', direction: 'asc' },
      [['page'], ['pageSize'], ['sort'], ['direction']],
      [['pageSize']],
    ),
    ...[API_PATHS.getRecordingTasks, API_PATHS.getFileRequests, API_PATHS.getDeliverables, API_PATHS.getProgramApprovals].map((url) =>
      service(
        url,
        { page: 1, pageSize: 25, sort: 'dueAt', direction: 'asc', search: 'record' },
        [['page'], ['pageSize'], ['sort'], ['direction']],
        // Not page: 1000 (one of the out-of-range numbers) is a page a long list has.
        [['pageSize'], ['search']],
      ),
    ),
    service(
      API_PATHS.getMyPrograms,
      { page: 1, pageSize: 25, sort: 'reviewedAt', direction: 'desc', search: 'launch' },
      [['page'], ['pageSize'], ['sort'], ['direction']],
      [['pageSize'], ['search']],
    ),
    service(
      API_PATHS.setProgramVideo,
      { programId: 1, mediaKey: 'customers/1/uploads/none' },
      [['programId'], ['mediaKey']],
      [['programId'], ['mediaKey']],
    ),
    service(
      API_PATHS.fulfilFileRequest,
      { requestId: 1, fileKey: 'customers/1/uploads/none' },
      [['requestId'], ['fileKey']],
      [['requestId'], ['fileKey']],
    ),
    service(API_PATHS.markDeliverableDelivered, { deliverableId: 1 }, [['deliverableId']], [['deliverableId']]),
    service(
      API_PATHS.decideProgramApproval,
      { programId: 1, decision: 'rejected', comment: 'Needs a new ending' },
      [['programId'], ['decision']],
      [['programId'], ['comment']],
    ),
    ...publishingRoutes(),
    ...programBuilderRoutes(),
    // Review at a timecode: no program or comment has these ids, so even unbroken requests change nothing.
    service(REVIEW_CALLS.getProgramReview.path, { programId: 999_999 }, [['programId']], [['programId']]),
    service(
      REVIEW_CALLS.listReviewComments.path,
      { programId: 999_999, version: 1 },
      [['programId'], ['version']],
      [['programId'], ['version']],
    ),
    service(
      REVIEW_CALLS.addReviewComment.path,
      { programId: 999_999, version: null, body: 'Fuzz', atSeconds: 3, endSeconds: 4, mentions: [1] },
      [['programId'], ['version'], ['body']],
      [['programId'], ['body'], ['atSeconds'], ['endSeconds']],
    ),
    service(
      REVIEW_CALLS.editReviewComment.path,
      { commentId: 999_999, body: 'Fuzz', mentions: [] },
      [['commentId'], ['body']],
      [['commentId'], ['body']],
    ),
    service(
      REVIEW_CALLS.setReviewCommentResolved.path,
      { commentId: 999_999, resolved: true },
      [['commentId'], ['resolved']],
      [['commentId']],
    ),
    service(
      REVIEW_CALLS.listMentionCandidates.path,
      { programId: 999_999, search: 'mia' },
      [['programId'], ['search']],
      [['programId'], ['search']],
    ),
    ...[true, false].flatMap((form): PostRoute[] => [
      {
        url: API_PATHS.token,
        family: 'oauth' as const,
        form,
        required: [['grant_type'], ['client_id']],
        limited: [['code']],
        base: { grant_type: 'authorization_code', code: 'E'.repeat(43), client_id: 'takeflow-web' },
      },
      {
        url: API_PATHS.token,
        family: 'oauth' as const,
        form,
        required: [['grant_type'], ['client_id']],
        limited: [['username'], ['password']],
        base: { grant_type: 'password', username: 'manager@acme.test', password: 'Not-the-password-1', client_id: 'takeflow-web' },
      },
      {
        url: API_PATHS.token,
        family: 'oauth' as const,
        form,
        required: [['grant_type'], ['client_id']],
        limited: [['refresh_token']],
        base: { grant_type: 'refresh_token', refresh_token: 'A'.repeat(43), client_id: 'takeflow-web' },
      },
      {
        url: API_PATHS.token,
        family: 'oauth' as const,
        form,
        required: [['grant_type'], ['client_id']],
        limited: [['subject_token'], ['audience']],
        base: {
          grant_type: TOKEN_EXCHANGE.grantType,
          client_id: 'takeflow-web',
          subject_token: 'F'.repeat(120),
          subject_token_type: TOKEN_EXCHANGE.accessTokenType,
          requested_token_type: TOKEN_EXCHANGE.refreshTokenType,
          audience: 'takeflow-analytics',
        },
      },
      {
        url: API_PATHS.revoke,
        family: 'oauth' as const,
        form,
        required: [['token'], ['client_id']],
        limited: [['token']],
        base: { token: 'B'.repeat(43), client_id: 'takeflow-web' },
      },
    ]),
  ];
}

/**
 * Create › Programs. No defect may leave a valid write: program 1 is not the fuzzing member's, no
 * key is a Footage item, and createProgram's optional description is not listed as required (a
 * request without it would create a program).
 */
function programBuilderRoutes(): PostRoute[] {
  const none = 'customers/1/uploads/none';
  const edit = { intro: false, outro: false, items: [{ kind: 'title', id: 'a', text: 'Fuzz', durationSeconds: 2 }] };
  return [
    // The description takes up to 5,000 characters, within the huge values' 1,000–80,000: only the
    // title's 200 is sure to be refused (a description that fits would create a program).
    service(PROGRAMS_CALLS.createProgram.path, { title: 'Fuzz program', description: 'Fuzz' }, [['title']], [['title']]),
    service(PROGRAMS_CALLS.getProgramEditor.path, { programId: 1 }, [['programId']], [['programId']]),
    service(
      PROGRAMS_CALLS.saveProgramEdit.path,
      { programId: 1, revision: 0, title: 'Fuzz', description: '', edit },
      [['programId'], ['revision'], ['title'], ['description'], ['edit'], ['edit', 'intro'], ['edit', 'items']],
      [['programId'], ['revision'], ['title'], ['description']],
    ),
    service(PROGRAMS_CALLS.getBumpers.path, {}, []),
    service(PROGRAMS_CALLS.setBumpers.path, { introKey: none, outroKey: none }, [['introKey'], ['outroKey']], [['introKey'], ['outroKey']]),
  ];
}

/** Text of every kind: unicode of all planes, lone surrogates, controls, right-to-left marks. */
export const anyText = (maxLength = 80) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.constantFrom('', '\u0000', '\ud800', '\u202e', '💥'.repeat(20)),
  );
/** C0 and C1 controls, NUL and DEL: no text field accepts one. */
export const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));
/** Optional fields of some schema: never added as the "extra" one. */
const KNOWN_FIELDS = new Set([
  'scope',
  'customerId',
  'altcha',
  'username',
  'password',
  'refresh_token',
  'token',
  'token_type_hint',
  'code',
  'language',
  'subject_token',
  'subject_token_type',
  'requested_token_type',
  'audience',
]);
const anyJson: fc.Arbitrary<Json> = fc.jsonValue() as fc.Arbitrary<Json>;
const typeOf = (value: Json) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A printable header value, up to 8 KiB: HTTP allows nothing else. */
export const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 64 }),
  fc.integer({ min: 1, max: 8192 }).map((n) => 'x'.repeat(n)),
);
/** Headers no route reads, with absurd values: they must change nothing. */
export const noiseHeaders = fc.dictionary(
  fc.oneof(
    fc.stringMatching(/^x-[a-z0-9-]{1,30}$/),
    fc.constantFrom('accept', 'accept-language', 'user-agent', 'cookie', 'x-forwarded-for', 'origin', 'referer', 'if-none-match', 'range'),
  ),
  headerValue,
  { maxKeys: 6 },
);

function get(doc: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as { [key: string]: Json })[key] as Json, doc);
}
function set(doc: Json, path: Path, value: Json | undefined): Json {
  const copy = structuredClone(doc) as { [key: string]: Json };
  const parent = get(copy, path.slice(0, -1)) as { [key: string]: Json };
  const key = path[path.length - 1] as string;
  if (value === undefined) delete parent[key];
  // An own property even for '__proto__' (plain assignment would set the prototype, and the
  // "extra" field would vanish from the JSON): prototype-pollution attempts are sent as such.
  else Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}
function objectPaths(doc: Json, path: Path = []): Path[] {
  if (typeOf(doc) !== 'object') return [];
  return [path, ...Object.entries(doc as object).flatMap(([key, value]) => objectPaths(value as Json, [...path, key]))];
}
function allPaths(doc: Json, path: Path = []): Path[] {
  if (typeOf(doc) !== 'object') return [path];
  return [
    ...(path.length > 0 ? [path] : []),
    ...Object.entries(doc as object).flatMap(([key, value]) => allPaths(value as Json, [...path, key])),
  ];
}

function encode(route: PostRoute, doc: Json): Pick<InjectOptions, 'payload' | 'headers'> {
  if (!route.form) return { payload: JSON.stringify(doc), headers: { 'content-type': 'application/json' } };
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(doc as object)) {
    for (const item of [value as Json].flat()) form.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  return { payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

export interface Malformed {
  route: PostRoute;
  defect: Defect;
  request: InjectOptions;
}

/** One defect applied to one route's request; `auth` is a valid bearer header for service calls. */
export function malformed(route: PostRoute, auth: string, serverVersion: string): fc.Arbitrary<Malformed> {
  const make = (
    defect: Defect,
    arb: fc.Arbitrary<{ doc?: Json; raw?: Pick<InjectOptions, 'payload' | 'headers'>; headers?: Record<string, string> }>,
  ) =>
    arb.map(({ doc = route.base, raw, headers = {} }) => {
      const body = raw ?? encode(route, doc);
      const auth$ = route.family === 'service' ? { authorization: auth } : {};
      return {
        route,
        defect,
        request: { method: 'POST' as const, url: route.url, payload: body.payload, headers: { ...auth$, ...body.headers, ...headers } },
      };
    });
  const leaves = allPaths(route.base);
  const json = JSON.stringify(route.base);
  const defects: fc.Arbitrary<Malformed>[] = [
    make(
      'broken body',
      route.form
        ? fc
            .constantFrom('%', '%zz', '&&==', 'grant_type', '\u0000')
            .map((payload) => ({ raw: { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } } }))
        : fc
            .tuple(fc.nat(json.length), fc.constantFrom('', '{', '"', ',', '}', ']', 'x', '\u0000', '\\'))
            .map(([at, insert]) => ({
              raw: {
                payload: json.slice(0, at) + insert + (insert === '' ? '' : json.slice(at + 1)),
                headers: { 'content-type': 'application/json' },
              },
            }))
            .filter(({ raw }) => {
              try {
                JSON.parse(raw.payload as string);
                return false;
              } catch {
                return true;
              }
            }),
    ),
    make(
      'wrong content type',
      fc
        .oneof(
          fc.constantFrom(
            'text/plain',
            'text/html',
            'application/xml',
            'multipart/form-data; boundary=x',
            'application/octet-stream',
            'image/png',
          ),
          fc.stringMatching(/^[a-z]{1,10}\/x-[a-z0-9.+-]{1,20}$/),
        )
        .map((type) => ({ raw: { payload: json, headers: { 'content-type': type } } })),
    ),
    make(
      'missing field',
      fc.constantFrom(...route.required).map((path) => ({ doc: set(route.base, path, undefined) })),
    ),
    make(
      'extra field',
      fc
        .tuple(fc.constantFrom(...(route.form ? [[]] : objectPaths(route.base))), anyText(40), anyJson)
        .filter(([path, key]) => !Object.keys(get(route.base, path) as object).includes(key) && !KNOWN_FIELDS.has(key) && key !== '')
        .map(([path, key, value]) => ({ doc: set(route.base, [...path, key], route.form && typeof value !== 'string' ? 'x' : value) })),
    ),
  ];
  if (!route.form) {
    defects.push(
      make(
        'not an object',
        fc
          .oneof(fc.array(anyJson, { maxLength: 3 }), fc.string(), fc.double(), fc.boolean(), fc.constant(null))
          .map((doc) => ({ doc: doc as Json })),
      ),
      make(
        'wrong type',
        fc
          .tuple(fc.constantFrom(...leaves), anyJson)
          .filter(([path, value]) => typeOf(value) !== typeOf(get(route.base, path)))
          .map(([path, value]) => ({ doc: set(route.base, path, value) })),
      ),
    );
  }
  if (route.limited.length > 0) {
    // Past every maxLength (counted in code points) and, now and then, past the body limit.
    const huge = fc.tuple(fc.integer({ min: 1000, max: 80_000 }), anyText(4)).map(([length, unit]) => (unit || 'é').repeat(length));
    // Out of range for an id, a page number (at most 1,000,000) and a latitude alike.
    const outOfRange = fc.constantFrom(1e300, -1e300, 2 ** 53 + 2, 2_147_483_648, 1_000_001);
    defects.push(
      make(
        'huge value',
        fc.tuple(fc.constantFrom(...route.limited), huge, outOfRange).map(([path, text, number]) => ({
          doc: set(route.base, path, typeof get(route.base, path) === 'number' ? number : text),
        })),
      ),
    );
  }
  const textLeaves = leaves.filter((path) => typeof get(route.base, path) === 'string');
  if (textLeaves.length > 0) {
    defects.push(
      make(
        'control character',
        fc.tuple(fc.constantFrom(...textLeaves), controlCharacter, fc.nat()).map(([path, control, at]) => {
          const text = get(route.base, path) as string;
          const where = at % (text.length + 1);
          return { doc: set(route.base, path, text.slice(0, where) + control + text.slice(where)) };
        }),
      ),
    );
  }
  if (route.form) {
    defects.push(
      make(
        'repeated field',
        fc.tuple(fc.constantFrom(...Object.keys(route.base)), anyText(20)).map(([key, other]) => ({
          doc: set(route.base, [key], [get(route.base, [key]) as Json, other]),
        })),
      ),
    );
  }
  if (route.family === 'service') {
    defects.push(
      make(
        'bad token',
        fc
          .oneof(
            headerValue,
            headerValue.map((value) => `Bearer ${value}`),
            fc.constant('Bearer'),
          )
          .map((value) => ({ headers: { authorization: value } })),
      ),
      make(
        'bad customer header',
        headerValue.filter((value) => !/^[1-9][0-9]{0,8}$/.test(value)).map((value) => ({ headers: { 'x-customer-id': value } })),
      ),
      // §8: an older client is told to reload, with HTTP 200 and status Error.
      make(
        'old web version',
        fc
          .oneof(headerValue, fc.constantFrom('0.0.1', '1.9.9', 'v0'))
          .filter((value) => isOutdatedClient(value, serverVersion))
          .map((value) => ({ headers: { 'web-version': value } })),
      ),
    );
  }
  return fc.oneof(...defects);
}

/** The publishing calls (submit, targets, unpublish and republish). */
function publishingRoutes(): PostRoute[] {
  const targets = { channelIds: [1], memberIds: [2] };
  return [
    service(
      PUBLISHING_CALLS.submitProgram.path,
      { programId: 1, proposal: targets },
      [['programId']],
      [['programId'], ['proposal', 'channelIds', '0']],
    ),
    service(PUBLISHING_CALLS.getPublishTargetOptions.path, { search: 'news' }, [], [['search']]),
    ...[PUBLISHING_CALLS.getProgramPublication, PUBLISHING_CALLS.unpublishProgram, PUBLISHING_CALLS.republishProgram].map((call) =>
      service(call.path, { programId: 1 }, [['programId']], [['programId']]),
    ),
    service(
      PUBLISHING_CALLS.getPublishedPrograms.path,
      { page: 1, pageSize: 25, sort: 'publishedAt', direction: 'desc', search: 'launch' },
      [['page'], ['pageSize'], ['sort'], ['direction']],
      [['pageSize'], ['search']],
    ),
  ];
}
