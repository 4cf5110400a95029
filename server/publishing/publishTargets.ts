import { PUBLISH_OPTIONS_LIMIT, type NamedTargets, type PublishTargets } from '../../contract';
import type { Queryable } from '../db/port';
import { listedMember } from '../directory/directoryRules';
import { fieldFailure } from '../errors';
import { searchWords } from '../db/pagedList';

export const NOT_ORGANISATION_CHANNELS = 'Every channel must be a channel of your organisation';
export const NOT_ORGANISATION_MEMBERS = 'Every member must be an active member of your organisation';

export const NO_TARGETS: PublishTargets = { channelIds: [], memberIds: [] };

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** The organisation's channels among `ids`. */
const channelsIn = (q: Queryable, customerId: number, ids: number[]) =>
  q.query<{ id: number }>('SELECT id FROM channels WHERE customer_id = $1 AND id = ANY ($2::int[])', [customerId, ids]);

/** The organisation's active, unlocked members among `ids`: the people its directory lists. */
const membersIn = (q: Queryable, customerId: number, ids: number[]) =>
  q.query<{ id: number }>(
    `SELECT cu.id FROM customer_users cu JOIN users u ON u.id = cu.user_id
      WHERE cu.customer_id = $1 AND cu.id = ANY ($2::int[]) AND ${listedMember('cu', 'u')}`,
    [customerId, ids],
  );

/**
 * The targets, each id once, when every one belongs to the organisation; otherwise a 400 naming
 * the field, so nothing is written with an id of another organisation (or one that never was).
 */
export async function checkedTargets(q: Queryable, customerId: number, targets: PublishTargets, field: string): Promise<PublishTargets> {
  const channelIds = unique(targets.channelIds);
  const memberIds = unique(targets.memberIds);
  if ((await channelsIn(q, customerId, channelIds)).length !== channelIds.length) {
    throw fieldFailure(`${field}.channelIds`, 'invalid', NOT_ORGANISATION_CHANNELS);
  }
  if ((await membersIn(q, customerId, memberIds)).length !== memberIds.length) {
    throw fieldFailure(`${field}.memberIds`, 'invalid', NOT_ORGANISATION_MEMBERS);
  }
  return { channelIds, memberIds };
}

/** The targets still in the organisation: a proposal checked at submission may name a channel deleted since. */
export async function remainingTargets(q: Queryable, customerId: number, targets: PublishTargets): Promise<PublishTargets> {
  const channels = await channelsIn(q, customerId, unique(targets.channelIds));
  const members = await membersIn(q, customerId, unique(targets.memberIds));
  return { channelIds: channels.map((row) => row.id), memberIds: members.map((row) => row.id) };
}

/** Channels and members of the organisation whose name holds every search word, a few of each, by name. */
export async function targetOptions(q: Queryable, customerId: number, search: string | undefined): Promise<NamedTargets> {
  const words = searchWords(search);
  const matches = (column: string) =>
    `NOT EXISTS (SELECT 1 FROM unnest($2::text[]) AS w (word) WHERE strpos(lower(${column}), w.word) = 0)`;
  const channels = await q.query<{ id: number; name: string }>(
    `SELECT id, name FROM channels WHERE customer_id = $1 AND ${matches('name')} ORDER BY lower(name), id LIMIT $3`,
    [customerId, words, PUBLISH_OPTIONS_LIMIT],
  );
  const members = await q.query<{ id: number; name: string }>(
    `SELECT cu.id, u.display_name AS name FROM customer_users cu JOIN users u ON u.id = cu.user_id
      WHERE cu.customer_id = $1 AND ${listedMember('cu', 'u')} AND ${matches('u.display_name')}
      ORDER BY lower(u.display_name), cu.id LIMIT $3`,
    [customerId, words, PUBLISH_OPTIONS_LIMIT],
  );
  return { channels, members };
}

/** The names of targets, in the organisation, sorted by name: what a publication shows. */
export async function namedTargets(q: Queryable, customerId: number, targets: PublishTargets): Promise<NamedTargets> {
  const channels = await q.query<{ id: number; name: string }>(
    'SELECT id, name FROM channels WHERE customer_id = $1 AND id = ANY ($2::int[]) ORDER BY lower(name), id',
    [customerId, targets.channelIds],
  );
  const members = await q.query<{ id: number; name: string }>(
    `SELECT cu.id, u.display_name AS name FROM customer_users cu JOIN users u ON u.id = cu.user_id
      WHERE cu.customer_id = $1 AND cu.id = ANY ($2::int[]) ORDER BY lower(u.display_name), cu.id`,
    [customerId, targets.memberIds],
  );
  return { channels, members };
}
