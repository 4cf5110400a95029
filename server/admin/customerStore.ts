import type { CustomerInput, CustomerRecord, CustomerSortKey, Page, PageRequest } from '../../contract';
import { pagedList } from '../db/pagedList';
import { one, type Queryable } from '../db/port';
import { raw, sql, type Sql } from '../db/sql';

/** SQL of the organisations the support role administers (§2 Support › Customers). */

const COLUMNS = `c.id, c.name, c.city, c.state, c.zip, c.logo_url, c.allow_zoom_integration, c.allow_youtube_integration,
  c.youtube_integrated, c.storyboard_enabled, c.campaign_manager_enabled, c.pro_edit_vendor, c.hide_organisation, c.created_at,
  (SELECT count(*) FROM customer_users m WHERE m.customer_id = c.id) AS members`;

interface Row {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  logo_url: string | null;
  allow_zoom_integration: boolean;
  allow_youtube_integration: boolean;
  youtube_integrated: boolean;
  storyboard_enabled: boolean;
  campaign_manager_enabled: boolean;
  pro_edit_vendor: boolean;
  hide_organisation: boolean;
  created_at: Date;
  members: string | number;
}

const toRecord = (row: Row): CustomerRecord => ({
  organisationId: row.id,
  name: row.name,
  city: row.city,
  state: row.state,
  zip: row.zip,
  logoUrl: row.logo_url,
  allowZoomIntegration: row.allow_zoom_integration,
  allowYoutubeIntegration: row.allow_youtube_integration,
  youTubeIntegrated: row.youtube_integrated,
  storyboardEnabled: row.storyboard_enabled,
  campaignManagerEnabled: row.campaign_manager_enabled,
  proEditVendor: row.pro_edit_vendor,
  hideOrganisation: row.hide_organisation,
  createdAt: new Date(row.created_at).toISOString(),
  members: Number(row.members),
});

/** ORDER BY through a fixed map: the sort key never reaches the SQL as text. */
const ORDER: Record<CustomerSortKey, string> = {
  name: 'lower(c.name)',
  city: 'lower(c.city)',
  state: 'lower(c.state)',
  zip: 'c.zip',
  createdAt: 'c.created_at',
};

/**
 * §5 as the profile switcher applies it (src/features/profiles/profileSearch.ts): the name, or the address
 * as shown — city, state, zip with N/A for a missing part — contains the search, ignoring case.
 */
const matchesNameOrAddress = (search: string): Sql => {
  const needle = search.trim().toLowerCase();
  return sql`(${needle}::text = '' OR strpos(lower(c.name), ${needle}) > 0 OR strpos(lower(concat_ws(', ',
    COALESCE(NULLIF(trim(c.city), ''), 'N/A'), COALESCE(NULLIF(trim(c.state), ''), 'N/A'), COALESCE(NULLIF(trim(c.zip), ''), 'N/A'))), ${needle}) > 0)`;
};

export function listCustomers(q: Queryable, request: PageRequest<CustomerSortKey>): Promise<Page<CustomerRecord>> {
  return pagedList(
    q,
    { columns: raw(COLUMNS), from: sql`customers c`, where: [], searchIn: matchesNameOrAddress, orderBy: ORDER, tieBreaker: 'c.id' },
    request,
    toRecord,
  );
}

export async function findCustomer(q: Queryable, id: number, forUpdate = false): Promise<CustomerRecord | null> {
  const row = await one<Row>(q, `SELECT ${COLUMNS} FROM customers c WHERE c.id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row === null ? null : toRecord(row);
}

const values = (input: CustomerInput) => [
  input.name,
  input.city,
  input.state,
  input.zip,
  input.logoUrl,
  input.allowZoomIntegration,
  input.allowYoutubeIntegration,
  input.youTubeIntegrated,
  input.storyboardEnabled,
  input.campaignManagerEnabled,
  input.proEditVendor,
  input.hideOrganisation,
];

export async function insertCustomer(q: Queryable, input: CustomerInput, now: Date): Promise<number> {
  const row = await one<{ id: number }>(
    q,
    `INSERT INTO customers (name, city, state, zip, logo_url, allow_zoom_integration, allow_youtube_integration, youtube_integrated,
                            storyboard_enabled, campaign_manager_enabled, pro_edit_vendor, hide_organisation, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [...values(input), now],
  );
  if (row === null) throw new Error('insert returned no row');
  return row.id;
}

export async function updateCustomer(q: Queryable, id: number, input: CustomerInput): Promise<void> {
  await q.query(
    `UPDATE customers SET name = $2, city = $3, state = $4, zip = $5, logo_url = $6, allow_zoom_integration = $7,
            allow_youtube_integration = $8, youtube_integrated = $9, storyboard_enabled = $10, campaign_manager_enabled = $11,
            pro_edit_vendor = $12, hide_organisation = $13
      WHERE id = $1`,
    [id, ...values(input)],
  );
}

/** The part of a record an audit entry compares: what the request can change. */
export function auditedCustomer(record: CustomerRecord): CustomerInput {
  const { organisationId: _id, createdAt: _created, members: _members, ...input } = record;
  return input;
}
