import type { Queryable } from './port';
import type { CustomerKey } from './seedData';

/**
 * The demo data of Home (§2) beside the programs of seedData.ts: how long each program runs,
 * when it reached each inbox (one day apart, so sorting by date shows), and the channels
 * members follow. It adds no program and no delivery, so every menu count stays as seeded.
 */

export const DEMO_DURATIONS: Record<string, number> = {
  'Welcome to Acme Media': 95,
  'Q3 launch recap': 312,
  'Meet our new CFO': 148,
  'Studio safety briefing': 421,
  'Customer story: Northwind': 203,
  'West region kickoff': 187,
  'Patient privacy refresher': 540,
  'Meet the clinic team': 126,
  'Cutline showreel 2026': 74,
  'Initech town hall': 1810,
};

export interface DemoChannel {
  customer: CustomerKey;
  name: string;
  description: string;
  /** Program titles, oldest first; a draft here stays out of the channel's list. */
  programs: string[];
  followers: string[];
}

export const DEMO_CHANNELS: DemoChannel[] = [
  {
    customer: 'acme',
    name: 'Company news',
    description: 'Announcements from the leadership team',
    programs: ['Welcome to Acme Media', 'Q3 launch recap', 'Meet our new CFO'],
    followers: ['admin@acme.test', 'manager@acme.test', 'creator@acme.test', 'viewer@acme.test', 'multi@acme.test'],
  },
  {
    customer: 'acme',
    name: 'Studio and safety',
    description: 'How we work in the studio',
    programs: ['Studio safety briefing', 'Customer story: Northwind', 'Brand guidelines walkthrough'],
    followers: ['manager@acme.test', 'creator@acme.test'],
  },
  {
    customer: 'acme',
    name: 'Customer stories',
    description: 'Customers on camera',
    programs: ['Customer story: Northwind'],
    followers: ['viewer@acme.test'],
  },
  {
    customer: 'west',
    name: 'West region',
    description: 'News from the Denver office',
    programs: ['West region kickoff'],
    followers: ['multi@acme.test'],
  },
  {
    customer: 'globex',
    name: 'Clinic updates',
    description: 'What changes in our clinics',
    programs: ['Patient privacy refresher', 'Meet the clinic team'],
    followers: ['creator@globex.test', 'viewer@globex.test'],
  },
];

const DAY_MS = 86_400_000;

export async function insertHomeContent(
  tx: Queryable,
  member: (customer: CustomerKey, username: string) => number,
  customerId: (customer: CustomerKey) => number | undefined,
): Promise<void> {
  const now = Date.now();
  for (const [title, seconds] of Object.entries(DEMO_DURATIONS)) {
    await tx.query('UPDATE programs SET duration_seconds = $2 WHERE title = $1', [title, seconds]);
  }
  // The newest program reached the inboxes a day ago, each older one a day before it.
  const programs = await tx.query<{ id: number }>('SELECT id FROM programs ORDER BY id DESC');
  for (const [index, program] of programs.entries()) {
    const at = new Date(now - (index + 1) * DAY_MS);
    await tx.query('UPDATE programs SET created_at = $2 WHERE id = $1', [program.id, at]);
    await tx.query('UPDATE program_recipients SET shared_at = $2 WHERE program_id = $1', [program.id, at]);
  }
  for (const channel of DEMO_CHANNELS) {
    const [row] = await tx.query<{ id: number }>('INSERT INTO channels (customer_id, name, description) VALUES ($1, $2, $3) RETURNING id', [
      customerId(channel.customer),
      channel.name,
      channel.description,
    ]);
    if (row === undefined) throw new Error(`could not insert channel ${channel.name}`);
    for (const [index, title] of channel.programs.entries()) {
      await tx.query(
        `INSERT INTO channel_programs (channel_id, program_id, added_at)
         SELECT $1, id, $4 FROM programs WHERE customer_id = $2 AND title = $3`,
        [row.id, customerId(channel.customer), title, new Date(now - (channel.programs.length - index) * DAY_MS)],
      );
    }
    for (const username of channel.followers) {
      await tx.query('INSERT INTO channel_follows (customer_user_id, channel_id) VALUES ($1, $2)', [
        member(channel.customer, username),
        row.id,
      ]);
    }
  }
}
